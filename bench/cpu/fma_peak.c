// fma_peak: measures the f32 FMA peak of this CPU (GFLOP/s) on 1 thread and
// on N threads, with the widest vectors the compiler targets (build with
// -O2 -march=native). Independent accumulators cover the FMA latency on
// every pipe. Usage: fma_peak [threads] -> prints JSON.
#include <immintrin.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#if defined(__AVX512F__)
typedef __m512 vec;
#define LANES 16
#define FMA(a, b, c) _mm512_fmadd_ps(a, b, c)
#define SET1(x) _mm512_set1_ps(x)
#define SUM(v) _mm512_reduce_add_ps(v)
#elif defined(__FMA__)
typedef __m256 vec;
#define LANES 8
#define FMA(a, b, c) _mm256_fmadd_ps(a, b, c)
#define SET1(x) _mm256_set1_ps(x)
static float SUM(__m256 v) {
  float f[8];
  _mm256_storeu_ps(f, v);
  return f[0] + f[1] + f[2] + f[3] + f[4] + f[5] + f[6] + f[7];
}
#else
#error "fma_peak needs FMA (build with -march=native on an FMA CPU)"
#endif

enum { ACC = 16 };
static const long kIters = 20000000;
static volatile float sink;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static void *run(void *arg) {
  double *seconds = arg;
  vec acc[ACC];
  for (int i = 0; i < ACC; ++i)
    acc[i] = SET1((float)i);
  vec a = SET1(0.999999f), b = SET1(1e-7f);
  double t0 = now();
  for (long it = 0; it < kIters; ++it)
    for (int i = 0; i < ACC; ++i)
      acc[i] = FMA(acc[i], a, b);
  *seconds = now() - t0;
  float s = 0;
  for (int i = 0; i < ACC; ++i)
    s += SUM(acc[i]);
  sink = s;
  return NULL;
}

static double measure(int threads) {
  pthread_t t[256];
  double sec[256], best = 0;
  for (int rep = 0; rep < 3; ++rep) {
    for (int i = 0; i < threads; ++i)
      pthread_create(&t[i], NULL, run, &sec[i]);
    double slowest = 0;
    for (int i = 0; i < threads; ++i) {
      pthread_join(t[i], NULL);
      if (sec[i] > slowest)
        slowest = sec[i];
    }
    double gflops = 2.0 * LANES * ACC * kIters * threads / slowest * 1e-9;
    if (gflops > best)
      best = gflops;
  }
  return best;
}

int main(int argc, char **argv) {
  int threads = argc > 1 ? atoi(argv[1]) : 1;
  if (threads < 1 || threads > 256) {
    fprintf(stderr, "fma_peak: threads must be in [1, 256], got %s\n", argv[1]);
    return 1;
  }
  double one = measure(1), all = threads > 1 ? measure(threads) : one;
  printf("{\"vector_bits\": %d, \"gflops_1\": %.1f, \"threads\": %d, "
         "\"gflops_all\": %.1f}\n",
         LANES * 32, one, threads, all);
  return 0;
}
