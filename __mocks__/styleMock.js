/* Plain stylesheets: nothing to import in tests. */
module.exports = {};
