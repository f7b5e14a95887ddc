/** The panel side of the lead tools' routes (cms/src/extensions/content-manager/strapi-server.ts). */
export const LEAD_TOOLS = '/content-manager/lead-tools';

export type { Erased, Kept, LeadCollectionInfo } from '../../lib/lead-tools-answers';

/** The message of an error answer (the one JSON error shape), read from a non-JSON request's body. */
export async function errorMessage(body: Blob | undefined, status: number): Promise<string> {
  try {
    return JSON.parse(await body!.text()).error.message;
  } catch {
    return `The server answered ${status}.`;
  }
}
