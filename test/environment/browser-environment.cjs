// The browser project's test environment: Node's, plus a flag a failing test raises before its afterEach
// hooks run, so that browserSuite can save what the browsers showed at that moment (see browser-suite.ts).
const { TestEnvironment } = require('jest-environment-node');

class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__plenumTestFailed = undefined;
    if (event.name === 'test_fn_failure') this.global.__plenumTestFailed = event.test.name;
  }
}

module.exports = BrowserTestEnvironment;
