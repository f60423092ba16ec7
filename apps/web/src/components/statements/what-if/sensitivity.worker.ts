// The tornado's sensitivity, off the page's main thread: ~2 projections per driver (up to ~56 drivers with
// streams, a team and working capital), so a slider never waits for it (issue #25).
import { sensitivityOfBase, type SensitivityRequest, type SensitivityReply } from './sensitivity-job';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SensitivityRequest>) => void) | null;
  postMessage: (reply: SensitivityReply) => void;
};

scope.onmessage = (event) => {
  const { id, inputs, base } = event.data;
  scope.postMessage({ id, rows: sensitivityOfBase(inputs, base) });
};
