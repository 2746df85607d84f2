#include "ui/aboutdialog.h"

#include "catalog/catalog.h"
#include "core/base/exchangerates.h"
#include "core/models/modellibrary.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QMessageBox>
#include <QWidget>

namespace dlrig::ui {

namespace {

// The compiler's "Dec  2 2026" as the ISO date people read in any language.
QString buildDate()
{
    const QDate date = QLocale::c().toDate(QString::fromLatin1(__DATE__).simplified(), QStringLiteral("MMM d yyyy"));
    return date.isValid() ? date.toString(Qt::ISODate) : QString::fromLatin1(__DATE__);
}

class AboutText {
    Q_DECLARE_TR_FUNCTIONS(dlrig::ui::AboutText)

public:
    static QString make(const catalog::Catalog &catalog)
    {
        const core::ExchangeRates &rates = core::ExchangeRates::builtIn();
        return tr("<h3>dlrig %1</h3>"
                  "<p>Helps you buy the right deep-learning machine and prove it is what you paid for.</p>"
                  "<p>Built %2 with Qt %3; running on Qt %4.</p>"
                  "<p><b>Licence:</b> none is declared yet: the source carries no licence file, so ask its "
                  "authors before you redistribute it. The catalog's specs and prices keep their sources' "
                  "terms.</p>"
                  "<p><b>Data:</b> %5 catalog parts, each spec and price with its source and date (Catalog "
                  "tab); exchange rates of %6 (%7); %8 models with the papers their shapes come from; estimates "
                  "checked against published measured runs in docs/accuracy.md.</p>")
            .arg(QCoreApplication::applicationVersion().toHtmlEscaped(), buildDate(), QStringLiteral(QT_VERSION_STR),
                 QString::fromLatin1(qVersion()))
            .arg(catalog.count())
            .arg(QString::fromStdString(rates.date()), QString::fromStdString(rates.source()).toHtmlEscaped())
            .arg(core::ModelLibrary::builtIn().models().size());
    }
};
} // namespace

QString aboutText(const catalog::Catalog &catalog)
{
    return AboutText::make(catalog);
}

void showAbout(QWidget *parent, const catalog::Catalog &catalog)
{
    QMessageBox::about(parent, AboutText::tr("About dlrig"), aboutText(catalog));
}

} // namespace dlrig::ui
