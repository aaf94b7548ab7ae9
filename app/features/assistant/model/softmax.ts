/**
 * A small multinomial logistic regression (softmax) over sparse binary features, trained by seeded
 * stochastic gradient descent with L2 weight decay (decision 123). Deterministic: the same examples
 * and seed give the same weights. The trained head keeps only weights that matter (|w| ≥ PRUNE),
 * stored sparse by feature, so the shipped model stays small and a prediction reads only the rows of
 * the features present in the message.
 */

export type Example = { features: number[]; label: number };
/** `minPerClass`: a class with fewer examples has them repeated up to about this many per epoch. */
export type TrainOptions = { epochs: number; rate: number; l2: number; seed: number; minPerClass?: number };
export const DEFAULT_TRAIN: TrainOptions = { epochs: 12, rate: 0.5, l2: 1e-5, seed: 23, minPerClass: 150 };
const PRUNE = 0.1;

/** A trained head: classes, a bias per class, and per feature the (class, weight) pairs kept. */
export type Head = { classes: string[]; bias: number[]; rows: Record<number, number[]> };

/** mulberry32: a tiny seeded generator, so training order is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function softmaxInPlace(scores: Float64Array): void {
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  let sum = 0;
  for (let c = 0; c < scores.length; c++) {
    const e = Math.exp((scores[c] ?? 0) - max);
    scores[c] = e;
    sum += e;
  }
  for (let c = 0; c < scores.length; c++) scores[c] = (scores[c] ?? 0) / sum;
}

export function trainHead(
  classes: readonly string[],
  examples: Example[],
  featureCount: number,
  options: TrainOptions = DEFAULT_TRAIN,
): Head {
  const C = classes.length;
  const w = new Float32Array(featureCount * C);
  const bias = new Float64Array(C);
  const order = examples.map((_, i) => i);
  const counts = new Array<number>(C).fill(0);
  for (const e of examples) counts[e.label] = (counts[e.label] ?? 0) + 1;
  const min = options.minPerClass ?? 0;
  examples.forEach((e, i) => {
    const n = counts[e.label] ?? 1;
    for (let k = 1; k < Math.round(min / n); k++) order.push(i);
  });
  const random = seededRandom(options.seed);
  const scores = new Float64Array(C);
  let step = 0;
  const total = options.epochs * order.length;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const k of order) {
      const { features, label } = examples[k] as Example;
      // Each message counts the same whatever its length: features scaled by 1/√n.
      const x = 1 / Math.sqrt(Math.max(1, features.length));
      const rate = options.rate * (1 - step / total) + 0.01;
      step++;
      scores.set(bias);
      for (const f of features) for (let c = 0; c < C; c++) scores[c] = (scores[c] ?? 0) + (w[f * C + c] ?? 0) * x;
      softmaxInPlace(scores);
      for (let c = 0; c < C; c++) {
        const g = (scores[c] ?? 0) - (c === label ? 1 : 0);
        bias[c] = (bias[c] ?? 0) - rate * g * 0.1;
        for (const f of features) {
          const at = f * C + c;
          w[at] = (w[at] ?? 0) - rate * (g * x + options.l2 * (w[at] ?? 0));
        }
      }
    }
  }
  // Adding one constant to a feature's weights for every class leaves the probabilities unchanged:
  // centre each row on its median, so the many near-equal small weights become zero and are dropped.
  const rows: Record<number, number[]> = {};
  for (let f = 0; f < featureCount; f++) {
    const row = Array.from(w.subarray(f * C, f * C + C)).sort((a, b) => a - b);
    const median = row[Math.floor(C / 2)] ?? 0;
    const kept: number[] = [];
    for (let c = 0; c < C; c++) {
      const v = (w[f * C + c] ?? 0) - median;
      if (Math.abs(v) >= PRUNE) kept.push(c, Math.round(v * 1000) / 1000);
    }
    if (kept.length) rows[f] = kept;
  }
  return { classes: [...classes], bias: [...bias].map((b) => Math.round(b * 1000) / 1000), rows };
}

/** A head laid out for reading: per feature, a slice of parallel class and weight arrays. */
export type PackedHead = { classes: string[]; bias: Float64Array; start: Int32Array; cls: Int32Array; val: Float32Array };

export function packHead(head: Head, featureCount: number): PackedHead {
  const start = new Int32Array(featureCount + 1);
  let total = 0;
  for (let f = 0; f < featureCount; f++) {
    start[f] = total;
    total += (head.rows[f]?.length ?? 0) / 2;
  }
  start[featureCount] = total;
  const cls = new Int32Array(total);
  const val = new Float32Array(total);
  for (let f = 0; f < featureCount; f++) {
    const row = head.rows[f] ?? [];
    let at = start[f] ?? 0;
    for (let i = 0; i < row.length; i += 2) {
      cls[at] = row[i] ?? 0;
      val[at] = row[i + 1] ?? 0;
      at++;
    }
  }
  return { classes: head.classes, bias: Float64Array.from(head.bias), start, cls, val };
}

/** Class probabilities for a message's feature ids, best first. */
export function predictHead(head: PackedHead, features: number[]): { label: string; p: number }[] {
  const scores = Float64Array.from(head.bias);
  const x = 1 / Math.sqrt(Math.max(1, features.length));
  for (const f of features) {
    const end = head.start[f + 1] ?? 0;
    for (let i = head.start[f] ?? 0; i < end; i++) {
      const c = head.cls[i] ?? 0;
      scores[c] = (scores[c] ?? 0) + (head.val[i] ?? 0) * x;
    }
  }
  softmaxInPlace(scores);
  const out: { label: string; p: number }[] = [];
  for (let c = 0; c < scores.length; c++) out.push({ label: head.classes[c] ?? "", p: scores[c] ?? 0 });
  return out.sort((a, b) => b.p - a.p);
}
