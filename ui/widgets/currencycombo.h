#pragma once

class QComboBox;

namespace dlrig::ui {

// Fills a currency picker with every currency the built-in exchange rates
// convert: the most used first (USD, EUR, CNY, GBP, JPY), then the rest in
// code order.
void fillCurrencies(QComboBox &combo);

} // namespace dlrig::ui
