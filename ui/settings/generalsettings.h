#pragma once

#include "core/base/money.h"
#include "core/base/units.h"
#include "core/build/circuit.h"
#include "core/parts/pricetext.h"

#include <QString>

#include <optional>

namespace dlrig::ui {

// Settings → Preferences, General: how sizes are written, the electricity
// price and PUE a new build from the wizard starts with (its preset's when
// unset), whether recommendations may use used and estimated prices, the
// age past which a price is marked stale, whether totals in yuan are
// written in 万 in Chinese, and the site's wall circuit (the outlet where the
// budget's currency is spent when unset). Stored in QSettings under "general/".
struct GeneralSettings {
    core::ByteBase bytes = core::ByteBase::Decimal; // GB (10^9) or GiB (2^30)
    std::optional<core::Money> electricityPerKwh;
    std::optional<double> pue;
    bool includeUsedPrices = false;
    int staleAfterMonths = core::kDefaultStaleMonths;
    bool yuanInWan = false;
    std::optional<core::Circuit> circuit;
};

GeneralSettings loadGeneralSettings();
void saveGeneralSettings(const GeneralSettings &settings);
// Puts the settings that change how text is written (万) into effect.
void applyGeneralSettings(const GeneralSettings &settings);

// A size as the user wants sizes written: "19.54 GB" or "18.20 GiB".
QString formatSize(core::Bytes bytes);

} // namespace dlrig::ui
