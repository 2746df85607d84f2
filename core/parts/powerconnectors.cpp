#include "core/parts/powerconnectors.h"

#include <cctype>

namespace dlrig::core {

namespace {

bool has(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

// The count before "x" at the start ("2x 8-pin"), 1 when none is written.
int leadingCount(std::string_view text)
{
    std::size_t i = 0;
    int count = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
        count = count * 10 + (text[i++] - '0');
    return i > 0 && i < text.size() && text[i] == 'x' ? count : 1;
}

// "adapter from 2x 8-pin": the cables the adapter takes.
int adapterCables(std::string_view text)
{
    const std::size_t from = text.find("adapter from ");
    return from == std::string_view::npos ? 0 : leadingCount(text.substr(from + 13));
}

} // namespace

std::optional<PowerInputs> parsePowerConnectors(std::string_view text)
{
    PowerInputs p;
    if (text.rfind("none", 0) == 0 || has(text, "module"))
        return p;
    const int n = leadingCount(text);
    if (const int cables = adapterCables(text); cables > 0) {
        // The card's own plug (NVIDIA's 12-pin) fed by the adapter in its box.
        p.pcie8Pin = n * cables;
        p.fromAdapter = true;
        return p;
    }
    if (has(text, "EPS-12V") || has(text, "8-pin CPU")) {
        p.eps12V = n;
        return p;
    }
    if (has(text, "16-pin") || has(text, "12VHPWR") || has(text, "12V-2x6")) {
        p.plug12V2x6 = n;
        return p;
    }
    if (has(text, "8-pin")) {
        p.pcie8Pin = n;
        return p;
    }
    if (has(text, "6-pin")) {
        p.pcie6Pin = n;
        return p;
    }
    return std::nullopt;
}

} // namespace dlrig::core
