#pragma once

#include "core/base/message.h"

#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace dlrig::core {

// Thrown for input that cannot be used; `field` names the option or member
// ("--tp", "kv_heads") and what() says, in English, what was expected. Thrown
// with a Message, it also says so as data, which the CLI and the GUI render in
// the reader's language (report::errorText).
class InputError : public std::invalid_argument {
public:
    // Option names restated after rendering: a build file names its fields
    // where the command line names options ("--tp" → "scenario.workload.tp").
    using Renames = std::vector<std::pair<std::string, std::string>>;

    InputError(std::string field, const std::string &message)
        : std::invalid_argument(message), m_field(std::move(field))
    {
    }
    InputError(std::string field, Message message, Renames renames = {})
        : std::invalid_argument(restated(message.english(), renames)), m_field(std::move(field)),
          m_message(std::make_shared<const Message>(std::move(message))), m_renames(std::move(renames))
    {
    }
    const std::string &field() const { return m_field; }
    // The message as data; null when only English text was given.
    const Message *message() const { return m_message.get(); }
    const Renames &renames() const { return m_renames; }

    // `text` with each whole option name of `renames` replaced ("--tp" but not "--tpx").
    static std::string restated(const std::string &text, const Renames &renames);

private:
    std::string m_field;
    std::shared_ptr<const Message> m_message;
    Renames m_renames;
};

// An error of another kind (a server's, a database's) that also says itself
// as a Message, which report::errorText renders in the reader's language;
// what() stays its English.
class SaysMessage {
public:
    SaysMessage() = default;
    explicit SaysMessage(Message message) : m_said(std::make_shared<const Message>(std::move(message))) {}
    virtual ~SaysMessage() = default;
    // The message as data; null when the error was thrown with English text only.
    const Message *said() const { return m_said.get(); }

private:
    std::shared_ptr<const Message> m_said;
};

// Thrown when an output cannot be written (a missing or read-only folder or
// file, a full disk); what() names the path. dlrig-cli exits 2, as for bad input.
class OutputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace dlrig::core
