/** Every call of spec §7 the app makes, typed. */
import { api } from './client';

export interface Plan { id: string; name: string; months: number; price: number; stocks: number }
export interface User { id: number; first_name: string; last_name: string; email: string; phone: string; admin: number; createdAt?: string; subscription?: Subscription | null }
export interface Subscription { id: number; type: string | null; date: string; gWSUserId: number }
export interface StockUpdate { id: number; type: string; description: string; report_link: string | null; stockId: number; createdAt: string }
export interface Stock {
  id: number; name: string; description: string; code: string; nseCode: string | null; bseCode: string | null; reportLink: string | null;
  exchange?: string | null; createdAt?: string; update?: StockUpdate[];
}
export interface UserStocks { noActiveSubscription: boolean; stocks: Stock[]; plan: { id: string; name: string; stocks: number } | null }
export interface LoginAnswer { id: string; ttl: number; created: string; userId: number }
export interface ContactInfo { name: string; level: string | null; email: string; mobile: string; otherQuery?: string }

const filter = (f: unknown) => ({ filter: JSON.stringify(f) });

export const endpoints = {
  login: (email: string, password: string) => api.post<LoginAnswer>('/GWSUsers/login', { email, password }).then((r) => r.data),
  logout: () => api.post('/GWSUsers/logout'),
  signup: (u: { first_name: string; last_name: string; email: string; phone: string; password: string; admin?: number }) => api.post<User>('/GWSUsers', u).then((r) => r.data),
  user: (id: number, token?: string) => api.get<User>(`/GWSUsers/${id}`, token ? { headers: { Authorization: token } } : {}).then((r) => r.data),
  reset: (email: string) => api.post('/GWSUsers/reset', { email }),
  resetPassword: (token: string, newPassword: string) => api.post('/GWSUsers/reset-password', { newPassword }, { params: { access_token: token }, headers: { Authorization: '' } }),
  changePassword: (oldPassword: string, newPassword: string) => api.post('/GWSUsers/change-password', { oldPassword, newPassword }),
  userStocks: (id: number) => api.post<UserStocks>('/GWSUsers/getuserstock', { id }).then((r) => r.data),
  /** One page of the admin users list, filtered on the server; the total comes in X-Total-Count. */
  usersPage: (q: { paid: boolean; search: string; skip: number; limit: number }) => api
    .get<User[]>('/GWSUsers', { params: filter({ include: 'subscription', where: { paid: q.paid, ...(q.search ? { search: q.search } : {}) }, skip: q.skip, limit: q.limit }) })
    .then((r) => ({ users: Array.isArray(r.data) ? r.data : [], total: Number(r.headers['x-total-count'] ?? 0) })),
  plans: () => api.get<Plan[]>('/Stocks/getplanslist').then((r) => r.data),
  exchanges: () => api.get<{ id: number; name: string }[]>('/Stocks/getexchangelist').then((r) => r.data),
  stocks: () => api.get<Stock[]>('/Stocks', { params: { order: 'createdAt ASC' } }).then((r) => r.data),
  addStock: (s: Record<string, unknown>) => api.post<Stock>('/Stocks/', s).then((r) => r.data),
  updates: (stockId: number) => api.get<StockUpdate[]>('/Updates', { params: filter({ where: { stockId } }) }).then((r) => r.data),
  updateTypes: () => api.get<{ id: number; text: string }[]>('/Updates/getupdatetype').then((r) => r.data),
  addUpdate: (u: { type: string; description: string; report_link: string; stockId: number }) => api.post<StockUpdate>('/Updates', u).then((r) => r.data),
  replaceSubscription: (s: { type: string; date: string; gWSUserId: number; id?: number }) => api.post<Subscription>('/Subscriptions/replaceOrCreate', s).then((r) => r.data),
  contact: (contactInfo: ContactInfo) => api.post('/Messages/sendContactUsDetails', { contactInfo }),
};
