#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace dlrig::core {

// Decimal (SI) and binary (IEC) byte multiples are different numbers; every
// quantity in dlrig says which one it uses. Vendors quote VRAM in GB but mean
// GiB (an "80 GB" H100 has 80 GiB), while disk and link speeds are decimal.
inline constexpr std::uint64_t kKB = 1000ULL;
inline constexpr std::uint64_t kMB = 1000ULL * kKB;
inline constexpr std::uint64_t kGB = 1000ULL * kMB;
inline constexpr std::uint64_t kTB = 1000ULL * kGB;
inline constexpr std::uint64_t kKiB = 1024ULL;
inline constexpr std::uint64_t kMiB = 1024ULL * kKiB;
inline constexpr std::uint64_t kGiB = 1024ULL * kMiB;
inline constexpr std::uint64_t kTiB = 1024ULL * kGiB;

enum class ByteBase { Decimal, Binary };

// An amount of memory or storage in bytes. Integer, so sums are exact.
struct Bytes {
    std::uint64_t count = 0;

    constexpr double gb() const { return static_cast<double>(count) / kGB; }
    constexpr double gib() const { return static_cast<double>(count) / kGiB; }
    constexpr double tb() const { return static_cast<double>(count) / kTB; }

    friend constexpr Bytes operator+(Bytes a, Bytes b) { return {a.count + b.count}; }
    constexpr Bytes &operator+=(Bytes other)
    {
        count += other.count;
        return *this;
    }
    friend constexpr auto operator<=>(Bytes, Bytes) = default;
};

// Rounds a non-negative real byte count to the nearest whole byte.
Bytes bytesFromReal(double bytes);

// "13.48 GB", "12.55 GiB": three significant digits or more, with the base's unit.
std::string formatBytes(Bytes bytes, ByteBase base);

// A count with an optional SI suffix, as users write parameter and token counts:
// "7.5e9", "7.5B", "350M", "1.2T", "64K", "1000". Throws std::invalid_argument
// for anything else, including negative, zero-free garbage and trailing text.
double parseCount(std::string_view text);

// A size with a unit: "80GB", "80 GiB", "1.5TB", "512MiB", or plain bytes.
// Throws std::invalid_argument when the unit is unknown or the number is bad.
Bytes parseBytes(std::string_view text);

// "7.24 B", "350 M", "25.6 M": a parameter or token count for people.
std::string formatCount(double count);

// A large amount in three significant digits with its SI prefix, never in
// e-notation: formatSi(2.45e10, "FLOP") = "24.5 GFLOP", formatSi(602112, "B") = "602 kB".
std::string formatSi(double value, const char *unit);

// A measured figure with the precision worth reading: "1329", "45.8", "0.93"
// (no decimals from 100, one from 10, two below; none for whole numbers such
// as counts: "0", "4").
std::string formatFigure(double value);

} // namespace dlrig::core
