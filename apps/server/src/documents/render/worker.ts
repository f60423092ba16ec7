// Entry of a render worker thread: runs one task per message and posts the result (or the error) back.
import { isMarkedAsUntransferable, parentPort } from 'node:worker_threads';
import { runRenderTask, type RenderTaskName } from './tasks';

type Job = { id: number; name: RenderTaskName; input: never };

parentPort!.on('message', (job: Job) => {
  runRenderTask(job.name, job.input).then(
    (result) => {
      // Bytes that own their whole memory move to the main thread instead of being copied (a small
      // Buffer may share Node's pool with others, and must not be taken away from them). Memory a native
      // addon lent (resvg's PNG) is marked untransferable since Node 22: that is copied.
      const ownsMemory =
        Buffer.isBuffer(result) &&
        result.byteOffset === 0 &&
        result.byteLength === result.buffer.byteLength &&
        !isMarkedAsUntransferable(result.buffer);
      const transfer = ownsMemory ? [result.buffer as ArrayBuffer] : [];
      parentPort!.postMessage({ id: job.id, ok: true, result }, transfer);
    },
    (err: unknown) => {
      const error =
        err instanceof Error ? { name: err.name, message: err.message } : { message: String(err) };
      parentPort!.postMessage({ id: job.id, ok: false, error });
    },
  );
});
