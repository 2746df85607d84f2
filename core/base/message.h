#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace dlrig::core {

// A sentence's English template, with {name} placeholders, and its id. Written
// DLRIG_MESSAGE("memory.channels", "{used} of {channels} channels…") where it is
// said: lupdate reads DLRIG_MESSAGE as QT_TRANSLATE_NOOP, so the id is the
// translation context and the template its source text.
struct MessageText {
    const char *id = "";
    const char *text = "";
};

#define DLRIG_MESSAGE(id, text) (::dlrig::core::MessageText{id, text})

// A number shown with `places` decimals and the locale's grouping (1,234.5).
struct Decimal {
    double value = 0;
    int places = 0;
};

struct Message;

// A message inside another (a clause that is there or not), rendered in the
// same language. Empty: nothing.
struct Clause {
    std::shared_ptr<const Message> message;
};

// One value of a message: text shown as it is (a part's name), a whole
// number, a decimal, a word that is itself translated (a MessageText: "air",
// "GPU"), or a clause.
struct MessageArg {
    std::string name;
    std::variant<std::string, std::int64_t, Decimal, MessageText, Clause> value;
};

// What core says to a person, as data: callers render it in their language.
// english() is the template filled in; report/messagetext.h renders it through
// Qt's translations for the GUI and a Chinese dlrig-cli.
struct Message {
    MessageText text;
    std::vector<MessageArg> args;

    std::string english() const;
};

// Each message's english(), in order: what JSON keeps of a list of notes.
std::vector<std::string> englishOf(const std::vector<Message> &messages);

// A clause from a message; clause() alone is the empty clause.
Clause clause(MessageText text, std::vector<MessageArg> args = {});
Clause clause(Message message);
Clause clause();

// Fills `pattern`'s {name} placeholders with `render(arg)`; a placeholder with
// no argument stays as it is, so a missing one shows instead of vanishing.
// {name|one|many} is English's plural: `one` where the number `name` is 1,
// else `many` ("{gpus} {gpus|GPU|GPUs}"); a translation without plurals
// writes its one word ("{gpus} 块 GPU").
template <typename Render>
std::string fillPlaceholders(const std::string &pattern, const std::vector<MessageArg> &args, Render render);

// 1234567 → "1,234,567"; Decimal{1234.56, 1} → "1,234.6".
std::string groupedNumber(std::int64_t value);
std::string groupedNumber(Decimal value);
// A spec's number as people write it: grouped, at most `decimals` places and
// no trailing zeros, never e-notation: 1e6 → "1,000,000", 2.250 → "2.25".
std::string plainNumber(double value, int decimals = 2);

template <typename Render>
std::string fillPlaceholders(const std::string &pattern, const std::vector<MessageArg> &args, Render render)
{
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size();) {
        const std::size_t close = pattern[i] == '{' ? pattern.find('}', i) : std::string::npos;
        if (close != std::string::npos) {
            const std::string inside = pattern.substr(i + 1, close - i - 1);
            const std::size_t bar = inside.find('|');
            const std::string name = inside.substr(0, bar);
            const MessageArg *found = nullptr;
            for (const MessageArg &arg : args) {
                if (arg.name == name)
                    found = &arg;
            }
            if (found && bar != std::string::npos) {
                const std::size_t second = inside.find('|', bar + 1);
                const bool one = std::visit(
                    [](const auto &value) {
                        using T = std::decay_t<decltype(value)>;
                        if constexpr (std::is_same_v<T, std::int64_t>)
                            return value == 1;
                        else if constexpr (std::is_same_v<T, Decimal>)
                            return value.value == 1;
                        else
                            return false;
                    },
                    found->value);
                out += one ? inside.substr(bar + 1, second - bar - 1)
                           : (second == std::string::npos ? std::string() : inside.substr(second + 1));
                i = close + 1;
                continue;
            }
            if (found) {
                out += render(*found);
                i = close + 1;
                continue;
            }
        }
        out += pattern[i++];
    }
    return out;
}

} // namespace dlrig::core
