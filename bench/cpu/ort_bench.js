// ort_bench.js MODEL.onnx THREADS MIN_SECONDS REPETITIONS
// Times ONNX Runtime (onnxruntime-node, CPU provider) on random inputs of the
// model's declared shapes: per repetition, calls run for at least
// MIN_SECONDS after a warm-up; prints JSON {"median_ms", "min_ms", "runs"}.
const ort = require('onnxruntime-node');

async function main() {
  const [model, threads, minSeconds, reps] = process.argv.slice(2);
  if (!model || !(Number(threads) >= 1)) {
    console.error('usage: ort_bench.js MODEL.onnx THREADS MIN_SECONDS REPETITIONS');
    process.exit(2);
  }
  const session = await ort.InferenceSession.create(model, {
    intraOpNumThreads: Number(threads),
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  });
  const feeds = {};
  for (const m of session.inputMetadata) {
    if (m.type !== 'float32' || m.shape.some((d) => typeof d !== 'number'))
      throw new Error(`input ${m.name}: only static float32 inputs are supported, got ${m.type} ${JSON.stringify(m.shape)}`);
    const data = new Float32Array(m.shape.reduce((a, b) => a * b, 1));
    for (let i = 0; i < data.length; ++i) data[i] = Math.random() * 2 - 1;
    feeds[m.name] = new ort.Tensor('float32', data, m.shape);
  }
  for (let i = 0; i < 10; ++i) await session.run(feeds);
  const perCall = [];
  for (let r = 0; r < Number(reps || 5); ++r) {
    let calls = 0;
    const start = process.hrtime.bigint();
    let elapsed = 0;
    do {
      await session.run(feeds);
      ++calls;
      elapsed = Number(process.hrtime.bigint() - start) * 1e-9;
    } while (elapsed < Number(minSeconds || 0.5));
    perCall.push((elapsed * 1e3) / calls);
  }
  perCall.sort((a, b) => a - b);
  console.log(JSON.stringify({
    median_ms: perCall[Math.floor(perCall.length / 2)],
    min_ms: perCall[0],
    runs: perCall,
  }));
}

main().catch((e) => {
  console.error(`ort_bench.js: ${e.message}`);
  process.exit(1);
});
