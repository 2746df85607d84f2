#include "core/build/powerfindings.h"

#include "core/build/power.h"
#include "core/parts/powerconnectors.h"

#include <algorithm>

namespace dlrig::core {

namespace {

void add(std::vector<Finding> &findings, const char *rule, Severity severity, MessageText text,
         std::vector<MessageArg> args = {})
{
    Message message{text, std::move(args)};
    std::string english = message.english();
    findings.push_back({rule, severity, std::move(english), std::move(message)});
}

template <typename Spec>
const Spec *spec(const ResolvedBuild &build, PartCategory category)
{
    const BuildLine *line = build.firstOf(category);
    return line ? &std::get<Spec>(line->part.specs) : nullptr;
}

} // namespace

void checkPowerFindings(const ResolvedBuild &build, const Assumptions &assumptions, std::vector<Finding> &findings)
{
    const PowerEstimate power = estimatePower(build, assumptions);
    const auto watts = [](double value) { return Decimal{value, 0}; };
    if (power.siteBinds && !power.site.fits) {
        add(findings, "power.circuit", Severity::Error,
            DLRIG_MESSAGE("compat.power.circuit",
                          "At peak the machine draws {wall} W from the wall; the site's {circuit} circuit carries "
                          "{continuous} W continuously (80 % of its rating){which}. Run it on a larger circuit "
                          "(--circuit, e.g. 230V/16A), or use fewer or smaller GPUs."),
            {{"wall", watts(power.wallWatts)},
             {"circuit", power.site.circuit.name()},
             {"continuous", watts(power.site.continuousWatts)},
             {"which", power.siteIsDefault
                           ? clause(DLRIG_MESSAGE("compat.power.circuit.default",
                                                  ", the common outlet where {currency} is spent: say which "
                                                  "circuit it will have"),
                                    {{"currency", std::string(build.scenario.currency.code())}})
                           : clause()}});
    }
    if (power.psuUnratedAtSite) {
        const BuildLine *psuLine = build.firstOf(PartCategory::Psu);
        add(findings, "psu.watts", Severity::Error,
            DLRIG_MESSAGE("compat.psu.highline",
                          "{psu} is rated at 200–240 V only, and its maker states no rating for the site's {volts} V "
                          "circuit: run it on a 200–240 V circuit (--circuit, e.g. 230V/16A), or choose a supply "
                          "rated at {volts} V."),
            {{"psu", psuLine ? psuLine->part.model : std::string()},
             {"volts", Decimal{siteCircuit(build.scenario).volts, 0}}});
    }
    // No supply line to check: none at all, or an edge module's own (carrierSupplied).
    if ((power.psuWatts <= 0 && !power.psuUnratedAtSite) || power.carrierSupplied)
        return;
    // A supply rated for 200–240 V gives less on a 100–127 V circuit: say so.
    const Clause lowLine =
        power.psuLowLine
            ? clause(DLRIG_MESSAGE("compat.psu.lowline", " (what it gives on the site's {volts} V circuit; "
                                                         "its full rating needs 200–240 V)"),
                     {{"volts", Decimal{siteCircuit(build.scenario).volts, 0}}})
            : clause();
    if (power.psuUnratedAtSite) {
        // said above: no rating to compare with
    } else if (power.peakWatts > power.psuWatts) {
        add(findings, "psu.watts", Severity::Error,
            DLRIG_MESSAGE("compat.psu.watts",
                          "Peak draw {peak} W exceeds the {psu} W power supply{lowLine}; use {recommended} W or more."),
            {{"peak", watts(power.peakWatts)},
             {"psu", watts(power.psuWatts)},
             {"lowLine", lowLine},
             {"recommended", watts(power.recommendedPsuWatts)}});
    } else if (power.peakWatts > power.psuWatts * assumptions.psuMaxLoad) {
        add(findings, "psu.headroom", Severity::Warning,
            DLRIG_MESSAGE("compat.psu.headroom",
                          "Peak draw {peak} W is {percent} % of the {psu} W power supply{lowLine}; GPU transients "
                          "want headroom ({recommended} W recommended)."),
            {{"peak", watts(power.peakWatts)},
             {"percent", watts(100 * power.peakWatts / power.psuWatts)},
             {"psu", watts(power.psuWatts)},
             {"lowLine", lowLine},
             {"recommended", watts(power.recommendedPsuWatts)}});
    }
    const auto *psu = spec<PsuSpec>(build, PartCategory::Psu);
    if (!psu)
        return;
    // Each plug kind against the PSU's cables of that kind (core/parts/powerconnectors.h).
    PowerInputs need;
    std::vector<int> sixteenPinWatts; // each card's draw through its 16-pin input
    for (const BuildLine *line : build.linesOf(PartCategory::Gpu)) {
        const std::string &plugs = std::get<GpuSpec>(line->part.specs).powerConnectors;
        const std::optional<PowerInputs> inputs = parsePowerConnectors(plugs);
        if (!inputs) {
            add(findings, "gpu.connectors", Severity::Warning,
                DLRIG_MESSAGE("compat.gpu.connectors", "{gpu}: its power connectors ('{plugs}') name no plug "
                                                       "dlrig knows (12V-2x6, PCIe 8-pin or 6-pin, EPS-12V); "
                                                       "check them by hand."),
                {{"gpu", line->part.model}, {"plugs", plugs}});
            continue;
        }
        need.plug12V2x6 += line->quantity * inputs->plug12V2x6;
        need.pcie8Pin += line->quantity * inputs->pcie8Pin;
        need.pcie6Pin += line->quantity * inputs->pcie6Pin;
        need.eps12V += line->quantity * inputs->eps12V;
        for (int i = 0; i < line->quantity * inputs->plug12V2x6; ++i)
            sixteenPinWatts.push_back(line->part.tdpWatts / std::max(1, inputs->plug12V2x6));
    }
    const std::string psuName = build.firstOf(PartCategory::Psu)->part.model;
    // What the PSU's box holds besides its cables, said after its count.
    const auto withAdapters = [&](MessageText plain, MessageText boxed, std::vector<MessageArg> args) {
        args.push_back({"adapters", psu->adapters});
        return std::pair{psu->adapters.empty() ? plain : boxed, std::move(args)};
    };
    // A card's 16-pin input beyond the PSU's native cables runs on the
    // card's adapter, one PCIe 8-pin cable per 150 W (PCI-SIG CEM: an 8-pin
    // connector carries 150 W); the lowest-power cards take the native cables last.
    int adapterCables = 0;
    bool onAdaptersWarned = true;
    if (need.plug12V2x6 > psu->connectors12V2x6) {
        std::sort(sixteenPinWatts.begin(), sixteenPinWatts.end());
        const int onAdapters = need.plug12V2x6 - psu->connectors12V2x6;
        int hottestOnAdapter = 0;
        for (int i = 0; i < onAdapters && i < static_cast<int>(sixteenPinWatts.size()); ++i) {
            const int cardWatts = sixteenPinWatts[static_cast<std::size_t>(i)];
            adapterCables += std::max(1, (cardWatts + 149) / 150);
            hottestOnAdapter = std::max(hottestOnAdapter, cardWatts);
        }
        // A card of up to 300 W on its own adapter is the use it ships for
        // (the adapter's sense pins declare 150 W per 8-pin cable, PCI-SIG
        // CEM 5.0); the melted-connector cases were 450–600 W cards on
        // adapters and partly seated plugs, so from 450 W an adapter is
        // refused. The cables are counted below either way.
        if (hottestOnAdapter >= 450) {
            add(findings, "psu.connectors", Severity::Error,
                DLRIG_MESSAGE(
                    "compat.psu.16pin.refused",
                    "{needed} {needed|GPU takes|GPUs take} a 16-pin 12V-2x6 cable; {psu} has {native}, so {rest} "
                    "{rest|card|cards} of up to {watts} W would run on adapters from PCIe 8-pin cables. A card of "
                    "450 W or more needs a native 12V-2x6 cable: choose a power supply with {needed}."),
                {{"needed", need.plug12V2x6},
                 {"psu", psuName},
                 {"native", psu->connectors12V2x6},
                 {"rest", onAdapters},
                 {"watts", hottestOnAdapter}});
            onAdaptersWarned = false;
        } else if (hottestOnAdapter <= 300) {
            onAdaptersWarned = false;
        }
        auto [text, args] = withAdapters(
            DLRIG_MESSAGE(
                "compat.psu.16pin",
                "{needed} {needed|GPU takes|GPUs take} a 16-pin 12V-2x6 cable; {psu} has {native}; the rest ({rest}) "
                "run on the cards' adapters from {cables} PCIe 8-pin {cables|cable|cables}, one per 150 W. A "
                "native cable, fully seated, is the safer connection at 450–600 W."),
            DLRIG_MESSAGE(
                "compat.psu.16pin.boxed",
                "{needed} {needed|GPU takes|GPUs take} a 16-pin 12V-2x6 cable; {psu} has {native} (in its box: "
                "{adapters}); the rest ({rest}) run on the cards' adapters from {cables} PCIe 8-pin "
                "{cables|cable|cables}, one per 150 W. A native cable, fully seated, is the safer connection at "
                "450–600 W."),
            {{"needed", need.plug12V2x6},
             {"psu", psuName},
             {"native", psu->connectors12V2x6},
             {"rest", onAdapters},
             {"cables", adapterCables}});
        if (onAdaptersWarned)
            add(findings, "psu.connectors", Severity::Warning, text, std::move(args));
    }
    if (need.pcieCables() + adapterCables > psu->connectorsPcie8Pin) {
        std::vector<MessageArg> args{{"cables", need.pcieCables() + adapterCables},
                                     {"throughAdapters", adapterCables},
                                     {"psu", psuName},
                                     {"native", psu->connectorsPcie8Pin}};
        auto [text, filled] =
            adapterCables > 0
                ? withAdapters(
                      DLRIG_MESSAGE("compat.psu.8pin.adapters",
                                    "The GPUs take {cables} PCIe 8-pin (6+2) {cables|cable|cables} ({throughAdapters} "
                                    "of them through 16-pin adapters); {psu} has {native}."),
                      DLRIG_MESSAGE("compat.psu.8pin.adapters.boxed",
                                    "The GPUs take {cables} PCIe 8-pin (6+2) {cables|cable|cables} ({throughAdapters} "
                                    "of them through 16-pin adapters); {psu} has {native} (in its box: "
                                    "{adapters})."),
                      std::move(args))
                : withAdapters(
                      DLRIG_MESSAGE(
                          "compat.psu.8pin",
                          "The GPUs take {cables} PCIe 8-pin (6+2) {cables|cable|cables}; {psu} has {native}."),
                      DLRIG_MESSAGE("compat.psu.8pin.boxed", "The GPUs take {cables} PCIe 8-pin (6+2) "
                                                             "{cables|cable|cables}; {psu} has {native} (in its box: "
                                                             "{adapters})."),
                      std::move(args));
        add(findings, "psu.connectors", Severity::Error, text, std::move(filled));
    }
    // Every board takes at least one EPS-12V cable per CPU socket (ATX12V
    // and EPS12V design guides); datacentre PCIe cards take more of them.
    const auto *board = spec<MotherboardSpec>(build, PartCategory::Motherboard);
    const int boardEps = board ? board->cpuSockets : 1;
    if (psu->connectorsEps12V >= 0) {
        if (need.eps12V + boardEps > psu->connectorsEps12V) {
            add(findings, "psu.connectors", Severity::Error,
                DLRIG_MESSAGE("compat.psu.eps", "The board ({board}) and the GPUs ({gpus}) take {cables} EPS-12V "
                                                "(CPU 8-pin) {cables|cable|cables}; {psu} has {native}."),
                {{"board", boardEps},
                 {"gpus", need.eps12V},
                 {"cables", need.eps12V + boardEps},
                 {"psu", psuName},
                 {"native", psu->connectorsEps12V}});
        }
    } else if (need.eps12V > 0) {
        add(findings, "psu.connectors", Severity::Warning,
            DLRIG_MESSAGE(
                "compat.psu.eps.unknown",
                "{gpus} {gpus|GPU takes|GPUs take} an EPS-12V (CPU 8-pin) cable each, a different plug from PCIe "
                "8-pin, on top of the board's own CPU cables; the catalog does not count {psu}'s EPS "
                "cables: check its cable list, or the card's adapter from two PCIe 8-pin cables."),
            {{"gpus", need.eps12V}, {"psu", psuName}});
    }
}

} // namespace dlrig::core
