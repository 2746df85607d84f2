#pragma once

// The four STREAM loops (McCalpin), compiled for each x86 vector width and
// chosen at run time: the shipped binary is built for a baseline x86-64 CPU,
// yet must measure what the machine it runs on can do. The AVX2 and AVX-512
// versions write with non-temporal stores, which skip the read-for-ownership
// of each destination line, as vendor-tuned STREAM builds do.
#include <cstddef>
#include <string_view>
#include <vector>

namespace dlrig::kernels {

enum class StreamIsa { Portable, Avx2, Avx512 };

std::string_view toString(StreamIsa isa);

// Each loop works on elements [0, n) of its arrays; a caller splits the arrays
// among threads and passes each thread its slice.
struct StreamKernels {
    void (*copy)(double *c, const double *a, std::size_t n);
    void (*scale)(double *b, const double *c, double q, std::size_t n);
    void (*add)(double *c, const double *a, const double *b, std::size_t n);
    void (*triad)(double *a, const double *b, const double *c, double q, std::size_t n);
};

// The instruction sets this CPU runs, widest last (Portable always).
std::vector<StreamIsa> supportedStreamIsas();
// The widest of them.
StreamIsa bestStreamIsa();
const StreamKernels &streamKernels(StreamIsa isa);

} // namespace dlrig::kernels
