#include "ui/benchmark/thresholdsdialog.h"

#include "report/messagetext.h"

#include "core/validation/validation.h"
#include "report/numbertext.h"
#include "ui/widgets/errorlabel.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dlrig::ui {

namespace {

enum Column { MetricColumn, PassColumn, WarnColumn, EvidenceColumn };

QDoubleSpinBox *percentBox(double fraction)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(1, 100);
    box->setDecimals(0);
    box->setSuffix(" %");
    box->setValue(fraction * 100);
    box->setFixedWidth(box->sizeHint().width());
    return box;
}

// The box at its own width in the cell, not stretched across the column.
QWidget *unstretched(QWidget *box)
{
    auto *cell = new QWidget;
    auto *layout = new QHBoxLayout(cell);
    layout->setContentsMargins(4, 1, 4, 1);
    layout->addWidget(box);
    layout->addStretch(1);
    return cell;
}

} // namespace

ThresholdsDialog::ThresholdsDialog(const std::vector<core::Threshold> &thresholds, QWidget *parent)
    : QDialog(parent), m_table(new QTableWidget(0, 4)), m_error(makeErrorLabel())
{
    m_error->setObjectName("thresholdsError");
    setWindowTitle(tr("Benchmark thresholds"));
    m_table->setHorizontalHeaderLabels({tr("Metric"), tr("PASS from"), tr("WARN from"), tr("Why this default")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setAccessibleName(tr("Thresholds"));
    for (const core::Threshold &t : thresholds) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, MetricColumn, new QTableWidgetItem(QString::fromStdString(t.metric)));
        if (t.exact) {
            m_table->setItem(row, PassColumn, new QTableWidgetItem(tr("equal")));
            m_table->setItem(row, WarnColumn, new QTableWidgetItem(tr("–")));
        } else {
            auto *pass = percentBox(t.pass);
            auto *warn = percentBox(t.warn);
            pass->setAccessibleName(QString::fromStdString(t.metric) + " PASS");
            warn->setAccessibleName(QString::fromStdString(t.metric) + " WARN");
            m_table->setCellWidget(row, PassColumn, unstretched(pass));
            m_table->setCellWidget(row, WarnColumn, unstretched(warn));
            m_bars.push_back({QString::fromStdString(t.metric), pass, warn});
            for (QDoubleSpinBox *box : {pass, warn})
                connect(box, &QDoubleSpinBox::valueChanged, this, &ThresholdsDialog::check);
        }
        auto *evidence = new QTableWidgetItem(report::termText(t.evidence));
        evidence->setToolTip(evidence->text());
        m_table->setItem(row, EvidenceColumn, evidence);
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(EvidenceColumn, QHeaderView::Stretch);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table, [this](int column) {
        if (column == EvidenceColumn)
            m_table->resizeRowsToContents();
    });
    auto *buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &ThresholdsDialog::restoreDefaults);
    auto *intro = new QLabel(tr("A measurement at or above PASS of its spec passes, at or above WARN warns, below "
                                "WARN fails. Inventory checks must equal the build."));
    intro->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(1000, 640);
}

std::vector<core::Threshold> ThresholdsDialog::thresholds() const
{
    std::vector<core::Threshold> table = core::defaultThresholds();
    for (const Bars &bars : m_bars) {
        for (core::Threshold &t : table) {
            if (QString::fromStdString(t.metric) == bars.metric) {
                t.pass = bars.pass->value() / 100;
                t.warn = bars.warn->value() / 100;
            }
        }
    }
    return table;
}

// A WARN bar above its PASS bar would make WARN unreachable: refused, named.
void ThresholdsDialog::check()
{
    QStringList problems;
    for (const Bars &bars : m_bars) {
        if (bars.warn->value() > bars.pass->value()) {
            problems.append(tr("%1: WARN from %2 % is above PASS from %3 %; WARN must be at or below PASS.")
                                .arg(bars.metric)
                                .arg(report::wholeNumber(bars.warn->value()), report::wholeNumber(bars.pass->value())));
        }
    }
    showError(m_error, problems.join('\n'));
    m_ok->setEnabled(problems.isEmpty());
}

void ThresholdsDialog::setBars(const QString &metric, double passPercent, double warnPercent)
{
    for (const Bars &bars : m_bars) {
        if (bars.metric != metric)
            continue;
        bars.pass->setValue(passPercent);
        bars.warn->setValue(warnPercent);
    }
}

void ThresholdsDialog::restoreDefaults()
{
    for (const core::Threshold &t : core::defaultThresholds()) {
        if (!t.exact)
            setBars(QString::fromStdString(t.metric), t.pass * 100, t.warn * 100);
    }
}

} // namespace dlrig::ui
