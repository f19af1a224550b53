"""Conformance program builders. Class 5: JAX's random helpers with the key as an input."""
from conformance_common import *  # noqa: F401,F403


# --------------------------------------------------------------------------
# Class 5: JAX's random helpers with the key as an input
# --------------------------------------------------------------------------

def rand_keys_bits():
    key = prng_key(42)
    key2 = np.array([0x12345678, 0x9ABCDEF0], np.uint32)
    data = np.array(1234567, I32)

    @collect
    def f(c, key, key2, data):
        k, k2 = wrap_key(key), wrap_key(key2)
        r = jax.random
        c.add("split", key_data(r.split(k)))
        c.add("split 5", key_data(r.split(k, 5)))
        c.attempt("split (2,3)", lambda: key_data(r.split(k2, (2, 3))))
        c.add("fold_in 7", key_data(r.fold_in(k, 7)))
        c.add("fold_in traced", key_data(r.fold_in(k2, data)))
        c.add("bits u32", r.bits(k, (64,), jnp.uint32))
        c.add("bits u8", r.bits(k2, (5, 7), jnp.uint8))
        c.add("bits u16", r.bits(k, (33,), jnp.uint16))
        c.add("bits u64", r.bits(k2, (16,), jnp.uint64))
        c.attempt("bits u32 from the raw uint32[2] key",
                  lambda: r.bits(key, (16,), jnp.uint32))
        c.attempt("split of the raw uint32[2] key", lambda: r.split(key, 3))

    note = ("threefry key handling with the key data as a uint32[2] argument "
            "(wrap_key_data): split (2, 5, (2,3)), fold_in by a constant and a traced "
            "int32, bits as u8/u16/u32/u64, and the legacy raw-key API")
    return f, [key, key2, data], note, EXACT


def rand_float_f32():
    key = prng_key(7)

    @collect
    def f(c, key):
        r = jax.random
        ks = r.split(wrap_key(key), 8)
        c.add("uniform", r.uniform(ks[0], (64,), F32))
        c.add("uniform [-3, 5)", r.uniform(ks[1], (4, 16), F32, minval=-3.0, maxval=5.0))
        c.add("normal", r.normal(ks[2], (64,), F32))
        c.add("truncated_normal [-2, 1.5]", r.truncated_normal(ks[3], -2.0, 1.5, (64,), F32))
        c.add("bernoulli p=0.3", r.bernoulli(ks[4], 0.3, (64,)))
        c.add("exponential", r.exponential(ks[5], (32,), F32))
        c.add("gumbel", r.gumbel(ks[6], (32,), F32))
        c.add("logistic", r.logistic(ks[7], (32,), F32))

    note = ("f32 samplers from a uint32[2] key argument: uniform (default and [-3,5)), "
            "normal, truncated_normal, bernoulli (bool), exponential, gumbel, logistic")
    return f, [key], note, TOL_RAND_F32


def rand_float_f64():
    key = prng_key(8)

    @collect
    def f(c, key):
        r = jax.random
        ks = r.split(wrap_key(key), 4)
        c.add("uniform f64", r.uniform(ks[0], (64,), F64))
        c.add("uniform f64 [-1e3, 1e3)", r.uniform(ks[1], (32,), F64, -1e3, 1e3))
        c.add("normal f64", r.normal(ks[2], (64,), F64))
        c.add("truncated_normal f64", r.truncated_normal(ks[3], -1.0, 3.0, (32,), F64))

    note = ("f64 samplers from a uint32[2] key argument: uniform (two ranges), normal, "
            "truncated_normal (64-bit random bits)")
    return f, [key], note, TOL_RAND_F64


def rand_int():
    key = prng_key(9)
    logits = np.random.RandomState(5001).randn(3, 6).astype(F32)

    @collect
    def f(c, key, logits):
        r = jax.random
        ks = r.split(wrap_key(key), 8)
        c.add("randint [0,10) i32", r.randint(ks[0], (64,), 0, 10, jnp.int32))
        c.add("randint full i32 range",
              r.randint(ks[1], (64,), -2**31, 2**31 - 1, jnp.int32))
        c.add("randint wide i64 range",
              r.randint(ks[2], (32,), -2**62, 2**62, jnp.int64))
        c.attempt("randint u32", lambda: r.randint(ks[3], (32,), 0, 2**32 - 1, jnp.uint32))
        c.attempt("randint i8 clipped range",
                  lambda: r.randint(ks[4], (32,), -5, 1000, jnp.int8))
        c.add("categorical axis -1", r.categorical(ks[5], logits, axis=-1))
        c.add("categorical shape (10,3)", r.categorical(ks[6], logits, shape=(10, 3)))
        c.add("randint [-7, 300) i16", r.randint(ks[7], (32,), -7, 300, jnp.int16))

    note = ("integer samplers from a uint32[2] key argument: randint i32 small and full "
            "range, i64 wide range, u32, i8 with a clipped range, i16, categorical "
            "(argmax of Gumbel noise)")
    return f, [key, logits], note, EXACT


def rand_choice_perm():
    key = prng_key(10)
    rs = np.random.RandomState(5002)
    x = rs.randint(-100, 100, size=(10, 4)).astype(I32)
    p = rs.rand(20)
    p = (p / p.sum()).astype(F32)

    @collect
    def f(c, key, x, p):
        r = jax.random
        ks = r.split(wrap_key(key), 8)
        c.add("permutation 20", r.permutation(ks[0], 20))
        c.add("permutation rows", r.permutation(ks[1], x))
        c.add("permutation axis 1 independent",
              r.permutation(ks[2], x, axis=1, independent=True))
        c.add("choice with replacement", r.choice(ks[3], 10, (5,), replace=True))
        c.add("choice rows without replacement", r.choice(ks[4], x, (3,), replace=False))
        c.add("choice p without replacement",
              r.choice(ks[5], 20, (8,), replace=False, p=p))
        c.add("choice p with replacement", r.choice(ks[6], 20, (8,), replace=True, p=p))
        c.add("permutation of an i32 array",
              r.permutation(ks[7], jnp.arange(16, dtype=jnp.int32)))

    note = ("permutation (of n, of rows, independent per row along axis 1) and choice "
            "(with/without replacement, uniform and with probabilities p) from a "
            "uint32[2] key argument")
    return f, [key, x, p], note, EXACT


def rand_gamma_beta():
    key = prng_key(11)
    a = np.array([0.1, 0.3, 0.5, 0.9, 1.0, 1.5, 2.5, 5.0, 10.0, 30.0, 0.2, 0.7,
                  3.0, 4.0, 7.5, 100.0], F32)
    b = a[::-1].copy()
    alpha = np.array([0.5, 1.0, 2.0, 4.0], F32)

    @collect
    def f(c, key, a, b, alpha):
        r = jax.random
        ks = r.split(wrap_key(key), 4)
        c.add("gamma(a)", r.gamma(ks[0], a, dtype=F32))
        c.add("gamma(2.5) x32", r.gamma(ks[1], 2.5, (32,), F32))
        c.add("beta(a, b)", r.beta(ks[2], a, b, dtype=F32))
        c.add("dirichlet(alpha) x5", r.dirichlet(ks[3], alpha, (5,), F32))

    note = ("rejection samplers (while loops) from a uint32[2] key argument: gamma for "
            "shapes 0.1..100, gamma(2.5), beta, dirichlet on f32")
    return f, [key, a, b, alpha], note, TOL_GAMMA
