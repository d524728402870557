/** Server build: a global stylesheet adds nothing to the HTML; the browser loads it from the client build. */
module.exports = function emptyModule() {
  return 'export {};';
};
