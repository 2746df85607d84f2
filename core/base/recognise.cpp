#include "core/base/recognise.h"

#include <optional>

namespace dlrig::core {

namespace {

// A phrase cut at its placeholders: literals[i] comes before names[i], and
// the last literal ends it.
struct Pattern {
    std::vector<std::string> literals;
    std::vector<std::string> names;
    std::size_t fixedLength = 0;
};

Pattern cut(const std::string &phrase)
{
    Pattern p;
    std::string literal;
    for (std::size_t i = 0; i < phrase.size();) {
        const std::size_t close = phrase[i] == '{' ? phrase.find('}', i) : std::string::npos;
        if (close != std::string::npos) {
            p.literals.push_back(literal);
            p.names.push_back(phrase.substr(i + 1, close - i - 1));
            literal.clear();
            i = close + 1;
        } else {
            literal += phrase[i++];
        }
    }
    p.literals.push_back(literal);
    for (const std::string &l : p.literals)
        p.fixedLength += l.size();
    return p;
}

// Fills `values` so that the pattern spells `text` from `at` on, trying each
// place the next literal occurs (a placeholder may take nothing: ", AVX-512"
// is there or not).
bool match(const Pattern &p, const std::string &text, std::size_t at, std::size_t index,
           std::vector<std::string> &values)
{
    if (index == p.names.size())
        return at == text.size(); // every literal taken, the last one included
    const std::string &next = p.literals[index + 1];
    const bool last = index + 1 == p.names.size();
    for (std::size_t end = at; end <= text.size(); ++end) {
        end = next.empty() ? end : text.find(next, end);
        if (end == std::string::npos)
            return false;
        if (last && end + next.size() != text.size())
            continue;
        values[index] = text.substr(at, end - at);
        if (match(p, text, end + next.size(), index + 1, values))
            return true;
    }
    return false;
}

std::optional<Message> matchPhrase(const std::string &text, const std::vector<MessageText> &phrases, int depth)
{
    std::optional<Message> best;
    std::size_t bestFixed = 0;
    for (const MessageText &phrase : phrases) {
        const Pattern p = cut(phrase.text);
        if (best && p.fixedLength <= bestFixed)
            continue;
        if (text.compare(0, p.literals.front().size(), p.literals.front()) != 0)
            continue;
        std::vector<std::string> values(p.names.size());
        const bool matches =
            p.names.empty() ? text == p.literals.front() : match(p, text, p.literals.front().size(), 0, values);
        if (!matches)
            continue;
        Message message{phrase, {}};
        for (std::size_t i = 0; i < values.size(); ++i) {
            std::optional<Message> inner = depth < 3 ? matchPhrase(values[i], phrases, depth + 1) : std::nullopt;
            if (inner)
                message.args.push_back({p.names[i], clause(inner->text, std::move(inner->args))});
            else
                message.args.push_back({p.names[i], values[i]});
        }
        best = std::move(message);
        bestFixed = p.fixedLength;
    }
    return best;
}

} // namespace

Message verbatim(const std::string &text)
{
    return {DLRIG_MESSAGE("verbatim", "{text}"), {{"text", text}}};
}

Message recognise(const std::string &text, const std::vector<MessageText> &phrases)
{
    if (std::optional<Message> found = matchPhrase(text, phrases, 0))
        return *found;
    return verbatim(text);
}

} // namespace dlrig::core
