// Every STREAM loop this CPU runs computes what the plain loop computes, at
// every alignment and length, including slices shorter than one vector.
#include "kernels/streamkernels.h"

#include <gtest/gtest.h>

#include <vector>

namespace dlrig::kernels {
namespace {

struct Arrays {
    std::vector<double> a, b, c;
    explicit Arrays(std::size_t n) : a(n), b(n), c(n)
    {
        for (std::size_t i = 0; i < n; ++i) {
            a[i] = 1.0 + static_cast<double>(i);
            b[i] = 0.5 * static_cast<double>(i);
            c[i] = -2.0 + static_cast<double>(i % 7);
        }
    }
};

void runAll(const StreamKernels &k, Arrays &x, std::size_t offset, std::size_t n)
{
    k.copy(x.c.data() + offset, x.a.data() + offset, n);
    k.scale(x.b.data() + offset, x.c.data() + offset, 3.0, n);
    k.add(x.c.data() + offset, x.a.data() + offset, x.b.data() + offset, n);
    k.triad(x.a.data() + offset, x.b.data() + offset, x.c.data() + offset, 3.0, n);
}

TEST(StreamKernels, EveryIsaMatchesThePlainLoops)
{
    const std::vector<StreamIsa> isas = supportedStreamIsas();
    ASSERT_EQ(isas.front(), StreamIsa::Portable);
    EXPECT_EQ(bestStreamIsa(), isas.back());
    for (const StreamIsa isa : isas) {
        for (const std::size_t offset : {0, 1, 3, 7}) {
            for (const std::size_t n : {0, 1, 5, 8, 17, 64, 1001}) {
                Arrays expected(offset + n + 8), actual(offset + n + 8);
                runAll(streamKernels(StreamIsa::Portable), expected, offset, n);
                runAll(streamKernels(isa), actual, offset, n);
                // Exact: FMA and mul-add agree here because every value is a small
                // integer or half-integer, exactly representable either way.
                EXPECT_EQ(actual.a, expected.a) << toString(isa) << " offset " << offset << " n " << n;
                EXPECT_EQ(actual.b, expected.b) << toString(isa) << " offset " << offset << " n " << n;
                EXPECT_EQ(actual.c, expected.c) << toString(isa) << " offset " << offset << " n " << n;
            }
        }
    }
}

TEST(StreamKernels, NamesAreWhatTheBenchmarkDetailShows)
{
    EXPECT_EQ(toString(StreamIsa::Portable), "portable");
    EXPECT_EQ(toString(StreamIsa::Avx2), "AVX2");
    EXPECT_EQ(toString(StreamIsa::Avx512), "AVX-512");
}

} // namespace
} // namespace dlrig::kernels
