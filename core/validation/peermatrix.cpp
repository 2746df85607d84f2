#include "core/validation/peermatrix.h"

#include "core/base/units.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>

namespace dlrig::core {

namespace {

// "gpu12" → 12; anything else → nullopt.
std::optional<int> gpuIndex(std::string_view word)
{
    if (word.size() < 4 || word.substr(0, 3) != "gpu")
        return std::nullopt;
    int index = -1;
    const char *end = word.data() + word.size();
    const auto [at, error] = std::from_chars(word.data() + 3, end, index);
    if (error != std::errc{} || at != end || index < 0 || index > 1023)
        return std::nullopt;
    return index;
}

} // namespace

std::optional<PeerPair> parsePeerKey(const std::string &key)
{
    const std::size_t first = key.find('.');
    const std::size_t second = first == std::string::npos ? first : key.find('.', first + 1);
    if (second == std::string::npos)
        return std::nullopt;
    const std::string_view view(key);
    const auto from = gpuIndex(view.substr(0, first));
    const auto to = gpuIndex(view.substr(second + 1));
    const std::string_view kind = view.substr(first + 1, second - first - 1);
    if (!from || !to || *from == *to || (kind != "p2p" && kind != "p2p_host"))
        return std::nullopt;
    return PeerPair{*from, *to, kind == "p2p"};
}

std::string peerKey(int from, int to, bool p2p)
{
    return "gpu" + std::to_string(from) + (p2p ? ".p2p.gpu" : ".p2p_host.gpu") + std::to_string(to);
}

PeerMatrix peerMatrix(const std::vector<Measurement> &measurements)
{
    PeerMatrix matrix;
    for (const Measurement &m : measurements) {
        if (const auto pair = parsePeerKey(m.key))
            matrix.gpus = std::max({matrix.gpus, pair->from + 1, pair->to + 1});
    }
    matrix.cell.assign(static_cast<std::size_t>(matrix.gpus),
                       std::vector<PeerCell>(static_cast<std::size_t>(matrix.gpus)));
    for (const Measurement &m : measurements) {
        const auto pair = parsePeerKey(m.key);
        if (!pair)
            continue;
        PeerCell &cell = matrix.cell[static_cast<std::size_t>(pair->from)][static_cast<std::size_t>(pair->to)];
        if (!pair->p2p) {
            cell.host = m.median;
            continue;
        }
        cell.p2p = m.median;
        cell.verdict = m.verdict;
        cell.note = m.error.empty() ? m.skipped : m.error;
        cell.waived = m.verdict == Verdict::Skipped && m.skipped.starts_with(kWaived);
    }
    return matrix;
}

std::string peerCellText(const PeerMatrix &matrix, int from, int to, const PeerCellWords &words)
{
    if (from == to)
        return words.none;
    const PeerCell &cell = matrix.cell.at(static_cast<std::size_t>(from)).at(static_cast<std::size_t>(to));
    std::string text = cell.p2p                         ? formatFigure(*cell.p2p)
                       : cell.waived                    ? words.waived
                       : cell.verdict == Verdict::Error ? words.error
                                                        : words.none;
    if (cell.host)
        text += " (" + formatFigure(*cell.host) + ")";
    return text;
}

nlohmann::json toJson(const PeerMatrix &matrix)
{
    const auto grid = [&](const auto &cellValue) {
        nlohmann::json rows = nlohmann::json::array();
        for (const auto &row : matrix.cell) {
            nlohmann::json values = nlohmann::json::array();
            for (const PeerCell &cell : row)
                values.push_back(cellValue(cell));
            rows.push_back(values);
        }
        return rows;
    };
    const auto number = [](const std::optional<double> &v) { return v ? nlohmann::json(*v) : nlohmann::json(); };
    return {{"gpus", matrix.gpus},
            {"unit", "GB/s"},
            {"p2p", grid([&](const PeerCell &c) { return number(c.p2p); })},
            {"through_host", grid([&](const PeerCell &c) { return number(c.host); })},
            {"verdict", grid([&](const PeerCell &c) {
                 return c.p2p || !c.note.empty() ? nlohmann::json(std::string(toString(c.verdict))) : nlohmann::json();
             })}};
}

} // namespace dlrig::core
