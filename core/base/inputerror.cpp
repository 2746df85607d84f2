#include "core/base/inputerror.h"

#include <cctype>

namespace dlrig::core {

std::string InputError::restated(const std::string &text, const Renames &renames)
{
    if (renames.empty())
        return text;
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t end = i;
        if (text.compare(i, 2, "--") == 0) {
            end = i + 2;
            while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '-'))
                ++end;
        }
        const std::string word = text.substr(i, end - i);
        const std::string *renamed = nullptr;
        for (const auto &[from, to] : renames)
            if (end > i && word == from)
                renamed = &to;
        if (renamed) {
            out += *renamed;
            i = end;
        } else {
            out += text[i++];
        }
    }
    return out;
}

} // namespace dlrig::core
