#include "ui/settingsdialog.h"

#include "core/assumptions.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dlrig::ui {

namespace {
enum Column { KeyColumn, ValueColumn, UnitColumn, DescriptionColumn };

QString qstring(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// Enough decimals for fractions, none for byte counts and rates.
int decimalsFor(double maximum)
{
    return maximum <= 16 ? 3 : maximum <= 1000 ? 1 : 0;
}
} // namespace

SettingsDialog::SettingsDialog(const QMap<QString, double> &values, QWidget *parent)
    : QDialog(parent), m_table(new QTableWidget(0, 4))
{
    setWindowTitle(tr("Preferences"));
    m_table->setHorizontalHeaderLabels({tr("Assumption"), tr("Value"), tr("Unit"), tr("Why this default")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setAccessibleName(tr("Assumptions"));
    for (const core::AssumptionInfo &info : core::assumptionTable()) {
        const int row = m_table->rowCount();
        const QString key = qstring(info.key);
        m_table->insertRow(row);
        m_table->setItem(row, KeyColumn, new QTableWidgetItem(key));
        auto *spin = new QDoubleSpinBox;
        spin->setObjectName(key);
        spin->setDecimals(decimalsFor(info.maximum));
        spin->setRange(info.minimum, info.maximum);
        spin->setValue(values.value(key, core::Assumptions{}.*info.member));
        spin->setAccessibleName(key);
        auto *cell = new QWidget; // keeps the spin box its natural height in a tall row
        auto *cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(2, 0, 2, 0);
        cellLayout->addWidget(spin, 0, Qt::AlignVCenter);
        m_table->setCellWidget(row, ValueColumn, cell);
        m_table->setItem(row, UnitColumn, new QTableWidgetItem(qstring(info.unit)));
        auto *description = new QTableWidgetItem(qstring(info.description));
        description->setToolTip(description->text());
        m_table->setItem(row, DescriptionColumn, description);
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(DescriptionColumn, QHeaderView::Stretch);
    // Row heights follow the description column's final width, known once laid out.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table,
            [this](int column) {
                if (column == DescriptionColumn)
                    m_table->resizeRowsToContents();
            });

    auto *buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &SettingsDialog::restoreDefaults);

    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("What the analysis assumes where it cannot derive a number. The benchmark tab will "
                                "measure some of them on your machine."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(1000, 640);
}

QMap<QString, double> SettingsDialog::values() const
{
    QMap<QString, double> values;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto *spin = m_table->cellWidget(row, ValueColumn)->findChild<QDoubleSpinBox *>();
        values.insert(m_table->item(row, KeyColumn)->text(), spin->value());
    }
    return values;
}

void SettingsDialog::setValue(const QString &key, double value)
{
    if (auto *spin = m_table->findChild<QDoubleSpinBox *>(key))
        spin->setValue(value);
}

void SettingsDialog::restoreDefaults()
{
    const core::Assumptions defaults;
    for (const core::AssumptionInfo &info : core::assumptionTable())
        setValue(qstring(info.key), defaults.*info.member);
}

} // namespace dlrig::ui
