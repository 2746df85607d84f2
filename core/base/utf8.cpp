#include "core/base/utf8.h"

#include <cstdio>

namespace dlrig::core {

bool isValidUtf8(std::string_view text, std::size_t *badOffset)
{
    // RFC 3629 §4: the well-formed byte sequences.
    std::size_t i = 0;
    while (i < text.size()) {
        const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
        const unsigned char c = byte(i);
        std::size_t length = 0;
        unsigned char low = 0x80;
        unsigned char high = 0xBF;
        if (c < 0x80) {
            ++i;
            continue;
        } else if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            low = c == 0xE0 ? 0xA0 : 0x80; // no overlongs
            high = c == 0xED ? 0x9F : 0xBF; // no surrogates
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            low = c == 0xF0 ? 0x90 : 0x80;
            high = c == 0xF4 ? 0x8F : 0xBF; // nothing past U+10FFFF
        }
        bool ok = length > 0 && i + length <= text.size();
        for (std::size_t k = 1; ok && k < length; ++k) {
            const unsigned char next = byte(i + k);
            ok = k == 1 ? (next >= low && next <= high) : (next >= 0x80 && next <= 0xBF);
        }
        if (!ok) {
            if (badOffset)
                *badOffset = i;
            return false;
        }
        i += length;
    }
    return true;
}

std::string printable(std::string_view text, std::size_t limit)
{
    std::string out;
    const std::string_view rest = text;
    std::size_t i = 0;
    while (i < rest.size()) {
        if (out.size() >= limit) {
            out += "…";
            break;
        }
        const unsigned char c = static_cast<unsigned char>(rest[i]);
        if (c >= 0x80) {
            // Copy one well-formed character whole, or show the bad byte.
            std::size_t length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
            if (i + length <= rest.size() && isValidUtf8(rest.substr(i, length))) {
                out.append(rest.substr(i, length));
                i += length;
                continue;
            }
        }
        if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c < 0x20 || c == 0x7F || c >= 0x80) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\x%02x", c);
            out += escaped;
        } else {
            out += static_cast<char>(c);
        }
        ++i;
    }
    return out;
}

} // namespace dlrig::core
