#include "report/messagetext.h"

#include <QCoreApplication>
#include <QLocale>

namespace dlrig::report {

QString termText(const core::MessageText &term)
{
    return QCoreApplication::translate(term.id, term.text);
}

QString messageText(const core::Message &message)
{
    const QString pattern = QCoreApplication::translate(message.text.id, message.text.text);
    // The "C" locale groups no digits; English text reads 1,234 like english().
    const QLocale locale = QLocale().language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates)
                                                               : QLocale();
    const std::string filled =
        core::fillPlaceholders(pattern.toStdString(), message.args, [&locale](const core::MessageArg &arg) {
            return std::visit(
                [&locale](const auto &value) -> std::string {
                    using T = std::decay_t<decltype(value)>;
                    if constexpr (std::is_same_v<T, std::string>)
                        return value;
                    else if constexpr (std::is_same_v<T, std::int64_t>)
                        return locale.toString(static_cast<qlonglong>(value)).toStdString();
                    else if constexpr (std::is_same_v<T, core::Decimal>)
                        return locale.toString(value.value, 'f', value.places).toStdString();
                    else
                        return termText(value).toStdString();
                },
                arg.value);
        });
    return QString::fromStdString(filled);
}

} // namespace dlrig::report
