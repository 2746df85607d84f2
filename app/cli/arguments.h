#pragma once

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace dlrig::cli {

// One accepted option of a command: its name ("--batch") and whether it
// takes a value, and whether it may repeat ("--assume k=v --assume k2=v2").
struct OptionSpec {
    std::string name;
    bool takesValue = true;
    bool repeatable = false;
    int arity = 1; // values an option takes ("--max-price 2000 USD" takes 2)
};

// Parsed options of one command. Unknown options, missing values, repeats and
// stray positional words throw UsageError naming the option.
class Arguments {
public:
    Arguments(const std::vector<std::string> &words, const std::vector<OptionSpec> &specs, const std::string &command);

    bool has(const std::string &name) const { return m_values.contains(name); }
    std::optional<std::string> value(const std::string &name) const;
    std::vector<std::string> values(const std::string &name) const;
    // All values of a multi-value option's last use.
    std::vector<std::string> group(const std::string &name) const;
    const std::vector<std::string> &positional() const { return m_positional; }

private:
    std::map<std::string, std::vector<std::string>> m_values;
    std::map<std::string, std::vector<std::string>> m_groups;
    std::vector<std::string> m_positional;
};

// --stale-months N (whole months, 1–240): a price older than this is marked
// stale; core::kDefaultStaleMonths without the option. Throws InputError.
int staleMonthsOption(const Arguments &args);

class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace dlrig::cli
