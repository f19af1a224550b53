import numpy as np, jax, jax.numpy as jnp
z = np.array([1e-40 + 1e-40j, 3e-39 - 2e-40j, 1.0 + 0j], np.complex64)
x = np.array([-1.4013e-45, 0.0, 1.4013e-45], np.float32)
y = np.array([0.0, 1.0, 0.0], np.float32)
for dev in [jax.devices("gpu")[0], jax.devices("cpu")[0]]:
    f = lambda a, b, c: (jnp.sign(a), jax.lax.rsqrt(a), jnp.nextafter(b, c))
    r = jax.jit(f, device=dev)(z, x, y) if False else jax.jit(f)(*[jax.device_put(v, dev) for v in (z, x, y)])
    print(dev, [np.asarray(v).tolist() for v in r])
