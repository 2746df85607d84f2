#include "ui/widgets/currencycombo.h"

#include "core/base/exchangerates.h"

#include <QComboBox>

#include <algorithm>

namespace dlrig::ui {

void fillCurrencies(QComboBox &combo)
{
    std::vector<std::string> codes = core::ExchangeRates::builtIn().currencies();
    const char *const first[] = {"USD", "EUR", "CNY", "GBP", "JPY"};
    for (const char *code : first) {
        const auto it = std::find(codes.begin(), codes.end(), code);
        if (it != codes.end()) {
            combo.addItem(QString::fromLatin1(code));
            codes.erase(it);
        }
    }
    for (const std::string &code : codes)
        combo.addItem(QString::fromStdString(code));
}

} // namespace dlrig::ui
