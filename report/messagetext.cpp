#include "report/messagetext.h"

#include "core/base/inputerror.h"

#include "report/bomdocument.h"
#include "report/numbertext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace dlrig::report {

namespace {

std::unique_ptr<QTranslator> &ownTranslator()
{
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

QString translated(const char *context, const char *text)
{
    if (const auto &own = ownTranslator()) {
        const QString found = own->translate(context, text);
        if (!found.isEmpty())
            return found;
    }
    return QCoreApplication::translate(context, text);
}

} // namespace

void installMessageTranslator()
{
    if (ownTranslator() && QCoreApplication::instance())
        QCoreApplication::installTranslator(ownTranslator().get());
}

bool useMessageLanguage(const QString &language)
{
    ownTranslator().reset();
    const QLocale locale(language.section('.', 0, 0)); // "zh_CN.UTF-8" names zh_CN
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // numbers follow the messages' language
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        // English needs only its plural forms ("3 GPUs"), for the report's texts
        // a PDF or chart prints; installed once an application exists.
        auto plurals = std::make_unique<QTranslator>();
        if (plurals->load("dlrig_en", ":/i18n")) {
            if (QCoreApplication::instance())
                QCoreApplication::installTranslator(plurals.get());
            ownTranslator() = std::move(plurals);
        }
        return false;
    }
    auto translator = std::make_unique<QTranslator>();
    // ":/i18n" is where qt_add_translations puts the compiled .qm files.
    if (!translator->load(locale, "dlrig", "_", ":/i18n"))
        return false;
    QLocale::setDefault(locale);
    // The report's own texts (plans, workloads, units, the quote) are tr() calls,
    // which QCoreApplication answers: a program without one (dlrig-cli) gets the
    // offscreen application its PDFs need anyway, with this translator in it.
    ensureGuiApplication();
    QCoreApplication::installTranslator(translator.get());
    ownTranslator() = std::move(translator);
    return true;
}

QString termText(const core::MessageText &term)
{
    return translated(term.id, term.text);
}

QString messageText(const core::Message &message)
{
    const QString pattern = translated(message.text.id, message.text.text);
    const std::string filled =
        core::fillPlaceholders(pattern.toStdString(), message.args, [](const core::MessageArg &arg) {
            return std::visit(
                [](const auto &value) -> std::string {
                    using T = std::decay_t<decltype(value)>;
                    if constexpr (std::is_same_v<T, std::string>)
                        return value;
                    else if constexpr (std::is_same_v<T, std::int64_t>)
                        return wholeNumber(static_cast<double>(value)).toStdString();
                    else if constexpr (std::is_same_v<T, core::Decimal>)
                        return decimalNumber(value.value, value.places).toStdString();
                    else if constexpr (std::is_same_v<T, core::Clause>)
                        return value.message ? messageText(*value.message).toStdString() : std::string();
                    else
                        return termText(value).toStdString();
                },
                arg.value);
        });
    return QString::fromStdString(filled);
}

QString errorText(const std::exception &error)
{
    const auto *input = dynamic_cast<const core::InputError *>(&error);
    if (!input || !input->message()) {
        const auto *says = dynamic_cast<const core::SaysMessage *>(&error);
        return says && says->said() ? messageText(*says->said()) : QString::fromStdString(error.what());
    }
    return QString::fromStdString(
        core::InputError::restated(messageText(*input->message()).toStdString(), input->renames()));
}

QString errorTextInWindow(const std::exception &error)
{
    // The wizard's names for the workload's settings (its Plan and Workload
    // rows), where core says the option dlrig-cli takes.
    static const std::pair<const char *, const char *> kLabels[] = {
        {"--tp", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Tensor-parallel degree")},
        {"--pp", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Pipeline stages")},
        {"--vpp", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Virtual pipeline stages")},
        {"--ep", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Expert-parallel degree")},
        {"--zero", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "ZeRO stage")},
        {"--batch", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Micro-batch per GPU")},
        {"--global-batch", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Global batch")},
        {"--seq", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Sequence length")},
        {"--users", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Concurrent users")},
        {"--gpus", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "GPU count")},
        {"--offload", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Offload")},
        {"--recompute", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Recomputation")},
        {"--optimizer", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Optimizer")},
        {"--precision", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Precision")},
        {"--task", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Task")},
        {"--input-tokens", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Input tokens")},
        {"--output-tokens", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Output tokens")},
        {"--ttft-ms", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "TTFT target")},
        {"--tpot-ms", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "TPOT target")},
        {"--min-tokens-per-s", QT_TRANSLATE_NOOP("dlrig::report::OptionLabels", "Tokens/s per user")},
    };
    core::InputError::Renames labels;
    for (const auto &[option, label] : kLabels)
        labels.emplace_back(option, QCoreApplication::translate("dlrig::report::OptionLabels", label).toStdString());
    return QString::fromStdString(core::InputError::restated(errorText(error).toStdString(), labels));
}

} // namespace dlrig::report
