#pragma once

#include <stdexcept>
#include <string>

namespace dlrig::core {

// Thrown for input that cannot be used; `field` names the option or member
// ("--tp", "kv_heads") and what() says what was expected.
class InputError : public std::invalid_argument {
public:
    InputError(std::string field, const std::string &message)
        : std::invalid_argument(message), m_field(std::move(field))
    {
    }
    const std::string &field() const { return m_field; }

private:
    std::string m_field;
};

// Thrown when an output cannot be written (a missing or read-only folder or
// file, a full disk); what() names the path. dlrig-cli exits 2, as for bad input.
class OutputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace dlrig::core
