// Full page loads go through here so that tests can observe them (jsdom cannot navigate).
export const browser = {
  load(url: string): void {
    window.location.assign(url);
  },
};
