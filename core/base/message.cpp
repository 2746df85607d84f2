#include "core/base/message.h"

#include <cmath>
#include <cstdio>

namespace dlrig::core {

std::string groupedNumber(std::int64_t value)
{
    const std::string digits = std::to_string(value < 0 ? -static_cast<std::uint64_t>(value)
                                                        : static_cast<std::uint64_t>(value));
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return value < 0 ? "-" + out : out;
}

std::string groupedNumber(Decimal value)
{
    if (!std::isfinite(value.value))
        return std::isnan(value.value) ? "n/a" : (value.value > 0 ? "∞" : "-∞");
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", value.places, std::fabs(value.value));
    const std::string text = buffer;
    const std::size_t point = text.find('.');
    const std::string whole = text.substr(0, point);
    std::string grouped;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        if (i > 0 && (whole.size() - i) % 3 == 0)
            grouped += ',';
        grouped += whole[i];
    }
    const bool negative = value.value < 0 && text.find_first_not_of("0.") != std::string::npos;
    return (negative ? "-" : "") + grouped + (point == std::string::npos ? "" : text.substr(point));
}

std::string plainNumber(double value, int decimals)
{
    std::string text = groupedNumber(Decimal{value, decimals});
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0')
            text.pop_back();
        if (text.back() == '.')
            text.pop_back();
    }
    return text;
}

Clause clause(MessageText text, std::vector<MessageArg> args)
{
    return {std::make_shared<const Message>(Message{text, std::move(args)})};
}

Clause clause(Message message)
{
    return {std::make_shared<const Message>(std::move(message))};
}

Clause clause()
{
    return {};
}

std::string Message::english() const
{
    return fillPlaceholders(text.text, args, [](const MessageArg &arg) {
        return std::visit(
            [](const auto &value) -> std::string {
                using T = std::decay_t<decltype(value)>;
                if constexpr (std::is_same_v<T, std::string>)
                    return value;
                else if constexpr (std::is_same_v<T, std::int64_t> || std::is_same_v<T, Decimal>)
                    return groupedNumber(value);
                else if constexpr (std::is_same_v<T, Clause>)
                    return value.message ? value.message->english() : std::string();
                else
                    return value.text;
            },
            arg.value);
    });
}

std::vector<std::string> englishOf(const std::vector<Message> &messages)
{
    std::vector<std::string> out;
    out.reserve(messages.size());
    for (const Message &m : messages)
        out.push_back(m.english());
    return out;
}

} // namespace dlrig::core
