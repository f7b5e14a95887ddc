/* remark-gfm is ESM-only: a no-op plugin. */
module.exports = { __esModule: true, default: function remarkGfm() {} };
