#include "kernels/streamkernels.h"

#include <cstdint>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define DLRIG_STREAM_X86 1
#endif

namespace dlrig::kernels {

namespace {

// The plain loops: what the compiler makes of them for the baseline target.
void copyPortable(double *c, const double *a, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i)
        c[i] = a[i];
}
void scalePortable(double *b, const double *c, double q, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i)
        b[i] = q * c[i];
}
void addPortable(double *c, const double *a, const double *b, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i)
        c[i] = a[i] + b[i];
}
void triadPortable(double *a, const double *b, const double *c, double q, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i)
        a[i] = b[i] + q * c[i];
}

const StreamKernels kPortable{copyPortable, scalePortable, addPortable, triadPortable};

#ifdef DLRIG_STREAM_X86
// Elements to write one at a time until `destination` reaches the alignment a
// non-temporal store needs (32 bytes for AVX2, 64 for AVX-512).
std::size_t headTo(const double *destination, std::size_t alignment, std::size_t n)
{
    const auto address = reinterpret_cast<std::uintptr_t>(destination);
    const std::size_t misaligned = address % alignment;
    const std::size_t head = misaligned == 0 ? 0 : (alignment - misaligned) / sizeof(double);
    return head < n ? head : n;
}

// Each loop: scalar head to alignment, vector body with streaming stores,
// scalar tail, and a store fence so the streamed lines are visible to the
// next loop's readers on other cores.
#define DLRIG_STREAM_LOOP(TARGET, WIDTH, ALIGN, STORE, LOADU, SET1, FMADD, MUL, ADD)                                   \
    __attribute__((target(TARGET))) void copy##WIDTH(double *c, const double *a, std::size_t n)                      \
    {                                                                                                                  \
        std::size_t i = 0;                                                                                             \
        for (const std::size_t head = headTo(c, ALIGN, n); i < head; ++i)                                              \
            c[i] = a[i];                                                                                               \
        for (; i + ALIGN / 8 <= n; i += ALIGN / 8)                                                                     \
            STORE(c + i, LOADU(a + i));                                                                                \
        for (; i < n; ++i)                                                                                             \
            c[i] = a[i];                                                                                               \
        _mm_sfence();                                                                                                  \
    }                                                                                                                  \
    __attribute__((target(TARGET))) void scale##WIDTH(double *b, const double *c, double q, std::size_t n)           \
    {                                                                                                                  \
        const auto vq = SET1(q);                                                                                       \
        std::size_t i = 0;                                                                                             \
        for (const std::size_t head = headTo(b, ALIGN, n); i < head; ++i)                                              \
            b[i] = q * c[i];                                                                                           \
        for (; i + ALIGN / 8 <= n; i += ALIGN / 8)                                                                     \
            STORE(b + i, MUL(vq, LOADU(c + i)));                                                                       \
        for (; i < n; ++i)                                                                                             \
            b[i] = q * c[i];                                                                                           \
        _mm_sfence();                                                                                                  \
    }                                                                                                                  \
    __attribute__((target(TARGET))) void add##WIDTH(double *c, const double *a, const double *b, std::size_t n)      \
    {                                                                                                                  \
        std::size_t i = 0;                                                                                             \
        for (const std::size_t head = headTo(c, ALIGN, n); i < head; ++i)                                              \
            c[i] = a[i] + b[i];                                                                                        \
        for (; i + ALIGN / 8 <= n; i += ALIGN / 8)                                                                     \
            STORE(c + i, ADD(LOADU(a + i), LOADU(b + i)));                                                             \
        for (; i < n; ++i)                                                                                             \
            c[i] = a[i] + b[i];                                                                                        \
        _mm_sfence();                                                                                                  \
    }                                                                                                                  \
    __attribute__((target(TARGET))) void triad##WIDTH(double *a, const double *b, const double *c, double q,         \
                                                      std::size_t n)                                                   \
    {                                                                                                                  \
        const auto vq = SET1(q);                                                                                       \
        std::size_t i = 0;                                                                                             \
        for (const std::size_t head = headTo(a, ALIGN, n); i < head; ++i)                                              \
            a[i] = b[i] + q * c[i];                                                                                    \
        for (; i + ALIGN / 8 <= n; i += ALIGN / 8)                                                                     \
            STORE(a + i, FMADD(vq, LOADU(c + i), LOADU(b + i)));                                                       \
        for (; i < n; ++i)                                                                                             \
            a[i] = b[i] + q * c[i];                                                                                    \
        _mm_sfence();                                                                                                  \
    }

DLRIG_STREAM_LOOP("avx2,fma", Avx2, 32, _mm256_stream_pd, _mm256_loadu_pd, _mm256_set1_pd, _mm256_fmadd_pd,
                  _mm256_mul_pd, _mm256_add_pd)
DLRIG_STREAM_LOOP("avx512f", Avx512, 64, _mm512_stream_pd, _mm512_loadu_pd, _mm512_set1_pd, _mm512_fmadd_pd,
                  _mm512_mul_pd, _mm512_add_pd)
#undef DLRIG_STREAM_LOOP

const StreamKernels kAvx2{copyAvx2, scaleAvx2, addAvx2, triadAvx2};
const StreamKernels kAvx512{copyAvx512, scaleAvx512, addAvx512, triadAvx512};
#endif

} // namespace

std::string_view toString(StreamIsa isa)
{
    switch (isa) {
    case StreamIsa::Avx2:
        return "AVX2";
    case StreamIsa::Avx512:
        return "AVX-512";
    case StreamIsa::Portable:
        break;
    }
    return "portable";
}

std::vector<StreamIsa> supportedStreamIsas()
{
    std::vector<StreamIsa> isas{StreamIsa::Portable};
#ifdef DLRIG_STREAM_X86
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        isas.push_back(StreamIsa::Avx2);
    if (__builtin_cpu_supports("avx512f"))
        isas.push_back(StreamIsa::Avx512);
#endif
    return isas;
}

StreamIsa bestStreamIsa()
{
    return supportedStreamIsas().back();
}

const StreamKernels &streamKernels(StreamIsa isa)
{
#ifdef DLRIG_STREAM_X86
    if (isa == StreamIsa::Avx512)
        return kAvx512;
    if (isa == StreamIsa::Avx2)
        return kAvx2;
#endif
    (void)isa;
    return kPortable;
}

} // namespace dlrig::kernels
