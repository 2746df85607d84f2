#pragma once

#include <limits>
#include <stdexcept>
#include <string>

namespace dlrig::core {

// a × b and a + b for counts that come from user input (quantities, nodes):
// std::overflow_error naming `what` instead of a silently wrapped number.
inline int checkedProduct(int a, int b, const std::string &what)
{
    int result = 0;
    if (__builtin_mul_overflow(a, b, &result))
        throw std::overflow_error(what + " is too large (" + std::to_string(a) + " × " + std::to_string(b) + ")");
    return result;
}

inline int checkedSum(int a, int b, const std::string &what)
{
    int result = 0;
    if (__builtin_add_overflow(a, b, &result))
        throw std::overflow_error(what + " is too large (" + std::to_string(a) + " + " + std::to_string(b) + ")");
    return result;
}

} // namespace dlrig::core
