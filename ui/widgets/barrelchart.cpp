#include "ui/widgets/barrelchart.h"

#include "core/build/barrel.h"
#include "report/messagetext.h"
#include "report/numbertext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QLabel>
#include <QLineSeries>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QScreen>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <limits>
#include <map>

namespace dlrig::ui {

namespace {

// Axis labels short enough to stand under a stave; the tooltip has the key.
QString shortName(const std::string &key)
{
    static const std::map<std::string, const char *> names{
        {"gpu_compute", QT_TRANSLATE_NOOP("dlrig::ui::BarrelChart", "compute")},
        {"gpu_memory_bandwidth", QT_TRANSLATE_NOOP("dlrig::ui::BarrelChart", "GPU mem")},
        {"vram_capacity", QT_TRANSLATE_NOOP("dlrig::ui::BarrelChart", "VRAM")},
        {"gpu_interconnect", QT_TRANSLATE_NOOP("dlrig::ui::BarrelChart", "link")},
        {"pcie_host", QT_TRANSLATE_NOOP("dlrig::ui::BarrelChart", "PCIe")},
        {"cpu_dataload", QT_TRANSLATE_NOOP("dlrig::ui::BarrelChart", "CPU")},
        {"ram_capacity", QT_TRANSLATE_NOOP("dlrig::ui::BarrelChart", "RAM")},
        {"ram_bandwidth", QT_TRANSLATE_NOOP("dlrig::ui::BarrelChart", "RAM bw")},
        {"storage_throughput", QT_TRANSLATE_NOOP("dlrig::ui::BarrelChart", "disk")},
        {"storage_capacity", QT_TRANSLATE_NOOP("dlrig::ui::BarrelChart", "disk cap")},
        {"power", QT_TRANSLATE_NOOP("dlrig::ui::BarrelChart", "power")},
    };
    const auto it = names.find(key);
    return it == names.end() ? QString::fromStdString(key) : BarrelChart::tr(it->second);
}

} // namespace

BarrelChart::BarrelChart(QWidget *parent) : QChartView(parent), m_report(std::make_unique<core::BarrelReport>())
{
    setRenderHint(QPainter::Antialiasing);
    setAccessibleName(tr("Barrel chart"));
    chart()->setTitle(tr("The barrel: each subsystem against what the GPUs can use"));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->legend()->setShowToolTips(true); // a label elided in a narrow chart is whole on hover
    setMinimumSize(480, 320);
    followPalette();
}

// A dark window gets Qt Charts' dark theme, so the chart is not a white card
// in it; the bars keep their own colours (set after the theme in setReport).
void BarrelChart::followPalette()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QChart::ChartTheme theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (chart()->theme() != theme) {
        chart()->setTheme(theme);
        if (!m_report->staves.empty())
            setReport(core::BarrelReport(*m_report)); // the theme reset the series' colours
    }
}

void BarrelChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        followPalette();
}

BarrelChart::~BarrelChart() = default;

void BarrelChart::setReport(const core::BarrelReport &report)
{
    showStaveTip(-1, {}); // its stave is gone
    *m_report = report;
    m_heights.clear();
    m_overlays.clear();
    m_highlighted = -1;
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis); // the chart gives up ownership
        delete axis;
    }
    m_staveAxis = nullptr;
    m_ratioAxis = nullptr;
    m_water = nullptr;
    m_clipped = nullptr;

    // Two stacked sets so the shortest stave can have its own colour.
    auto *keeps = new QBarSet(tr("keeps up"));
    auto *limits = new QBarSet(tr("limits it"));
    keeps->setColor(QColor(0x3b, 0x82, 0xc4));
    limits->setColor(QColor(0xd9, 0x3f, 0x3f));
    QStringList keys;
    QStringList names; // the names alone, for a chart too short for the ratio lines
    auto *clipped = new QScatterSeries;
    clipped->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    clipped->setMarkerSize(12);
    clipped->setColor(QColor(0x3b, 0x82, 0xc4).darker(140));
    for (int i = 0; i < static_cast<int>(report.staves.size()); ++i) {
        const core::Stave &stave = report.staves[static_cast<std::size_t>(i)];
        // Under the name: "n/a" where the stave does not apply, the real ratio
        // where the bar is clipped or too short to see (decoding's bandwidth
        // stave can be a hundredth of the GPUs' math).
        QString label = shortName(stave.key);
        if (!stave.applicable) {
            label += QLatin1Char('\n') + tr("n/a");
        } else if (stave.ratio > kCap) {
            label += QLatin1Char('\n') + (stave.ratio >= 1000 ? tr("≥ %1×").arg(report::wholeNumber(1000))
                                                              : tr("%1×").arg(report::wholeNumber(stave.ratio)));
            clipped->append(i, kCap);
        } else if (stave.ratio < kCap / 40) {
            label += QLatin1Char('\n') + tr("%1×").arg(report::decimalNumber(stave.ratio, 2));
        }
        keys << label;
        names << shortName(stave.key);
        const double height = stave.applicable ? std::min(stave.ratio, kCap) : 0.0;
        m_heights << height;
        const bool shortest = stave.key == report.bottleneck;
        if (shortest)
            m_highlighted = i;
        // Every stave short of the GPUs' demand limits the machine, not only the shortest.
        const bool limiting = shortest || (stave.applicable && stave.ratio < 1);
        *keeps << (limiting ? 0.0 : height);
        *limits << (limiting ? height : 0.0);
    }
    auto *bars = new QStackedBarSeries;
    bars->append(keeps);
    bars->append(limits);
    bars->setBarWidth(0.8);
    c->addSeries(bars);

    // The water line: the machine's rate as a share of what the GPUs can use.
    // A machine that cannot run as built (VRAM or power short) shows where the
    // water would stand once that is fixed, in red, rather than a line at 0.
    const double rate = report.runs() ? report.systemRate : report.rateOnceFixed;
    m_waterLevel = report.gpuDemandRate > 0 ? std::min(rate / report.gpuDemandRate, kCap) : 0;
    auto *water = new QLineSeries;
    m_waterRate = report::rateText(rate, report.unit) + QString::fromStdString(report.uncertaintyText());
    m_blockedBy = report.runs() ? QString() : report::termText(core::staveTerm(report.blockedBy));
    water->append(-0.5, m_waterLevel);
    water->append(static_cast<double>(keys.size()) - 0.5, m_waterLevel);
    const bool dark = chart()->theme() == QChart::ChartThemeDark;
    QPen pen(!report.runs() ? QColor(0xd9, 0x3f, 0x3f) : dark ? QColor(0x5f, 0xd0, 0x7f) : QColor(0x1f, 0x6f, 0x3f));
    pen.setWidth(2);
    pen.setStyle(report.runs() ? Qt::DashLine : Qt::DotLine);
    water->setPen(pen);
    water->setVisible(m_waterLineShown);
    if (!m_waterLineShown)
        m_waterLevel = 0;
    c->addSeries(water);
    c->addSeries(clipped);
    clipped->setVisible(clipped->count() > 0);
    m_clippedCount = clipped->count();
    // An empty barrel (no build to measure against) has nothing to explain:
    // no legend of swatches for bars and a line that are not there.
    c->legend()->setVisible(!report.staves.empty());

    auto *x = new QBarCategoryAxis;
    x->append(keys);
    QFont small = x->labelsFont();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    x->setLabelsFont(small);
    m_labelFont = small;
    m_labels = keys;
    m_names = names;
    auto *y = new QValueAxis;
    y->setRange(0, kCap);
    y->setTickCount(5);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    bars->attachAxis(x);
    bars->attachAxis(y);
    // The line spans the category axis' index range.
    auto *lineX = new QValueAxis;
    lineX->setRange(-0.5, static_cast<double>(keys.size()) - 0.5);
    lineX->setVisible(false);
    c->addAxis(lineX, Qt::AlignTop);
    water->attachAxis(lineX);
    water->attachAxis(y);
    clipped->attachAxis(lineX);
    clipped->attachAxis(y);
    m_indexAxis = lineX;
    m_ratioAxis = y;
    m_staveAxis = x;
    m_water = water;
    m_clipped = clipped;
    fitLabels();

    const auto tip = [this](bool status, int index, QBarSet *) { showStaveTip(status ? index : -1, QCursor::pos()); };
    connect(bars, &QStackedBarSeries::hovered, this, tip);
}

void BarrelChart::showStaveTip(int index, const QPoint &at)
{
    if (index < 0 || index >= static_cast<int>(m_report->staves.size())) {
        if (m_tip)
            m_tip->hide();
        return;
    }
    if (!m_tip) {
        m_tip = new QLabel(this, Qt::ToolTip);
        m_tip->setObjectName("staveTip");
        m_tip->setForegroundRole(QPalette::ToolTipText);
        m_tip->setBackgroundRole(QPalette::ToolTipBase);
        m_tip->setAutoFillBackground(true);
        m_tip->setFrameShape(QFrame::Box);
        m_tip->setMargin(4);
        m_tip->setWordWrap(true);
        m_tip->setMaximumWidth(480);
        m_tip->setTextFormat(Qt::RichText);
    }
    const core::Stave &s = m_report->staves[static_cast<std::size_t>(index)];
    m_tip->setText(tr("<b>%1</b> — ratio %2<br>%3<br><i>%4</i>")
                       .arg(report::termText(core::staveTerm(s.key)).toHtmlEscaped(), report::decimalNumber(s.ratio, 2))
                       .arg(report::messageText(s.text).toHtmlEscaped())
                       .arg(QString::fromStdString(s.source).toHtmlEscaped()));
    m_tip->adjustSize();
    // Below and right of the pointer, or left of / above it where the screen
    // ends there: the tip never runs off the screen's edge.
    const QScreen *screen = QGuiApplication::screenAt(at) ? QGuiApplication::screenAt(at) : this->screen();
    const QRect area = screen ? screen->availableGeometry() : QRect(at - QPoint(2000, 2000), QSize(4000, 4000));
    QPoint place = at + QPoint(16, 16);
    if (place.x() + m_tip->width() > area.right())
        place.setX(std::max(area.left(), at.x() - 16 - m_tip->width()));
    if (place.y() + m_tip->height() > area.bottom())
        place.setY(std::max(area.top(), at.y() - 16 - m_tip->height()));
    m_tip->move(place);
    m_tip->show();
}

void BarrelChart::leaveEvent(QEvent *event)
{
    showStaveTip(-1, {}); // the pointer left the chart: no stave is hovered
    QChartView::leaveEvent(event);
}

void BarrelChart::addOverlay(const core::BarrelReport &other, const QString &name)
{
    static const QColor kColours[] = {QColor(0xe0, 0x8a, 0x00), QColor(0x7b, 0x3f, 0xb8)};
    auto *markers = new QScatterSeries;
    markers->setName(name);
    markers->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    markers->setMarkerSize(14);
    markers->setColor(kColours[m_overlays.size() % 2]);
    QList<double> heights;
    for (int i = 0; i < static_cast<int>(m_report->staves.size()); ++i) {
        const std::string &key = m_report->staves[static_cast<std::size_t>(i)].key;
        const auto it =
            std::find_if(other.staves.begin(), other.staves.end(), [&](const core::Stave &s) { return s.key == key; });
        if (it == other.staves.end() || !it->applicable) {
            heights << std::numeric_limits<double>::quiet_NaN();
            continue;
        }
        const double height = std::min(it->ratio, kCap);
        heights << height;
        markers->append(i, height);
    }
    m_overlays << heights;
    chart()->addSeries(markers);
    if (m_indexAxis && m_ratioAxis) {
        markers->attachAxis(m_indexAxis);
        markers->attachAxis(m_ratioAxis);
    }
}

void BarrelChart::setWaterLineShown(bool shown)
{
    m_waterLineShown = shown;
    if (!m_report->staves.empty())
        setReport(core::BarrelReport(*m_report));
}

QString BarrelChart::waterLineName() const
{
    return m_water ? m_water->name() : QString();
}

QStringList BarrelChart::staveLabels() const
{
    return m_staveAxis ? m_staveAxis->categories() : QStringList();
}

QList<double> BarrelChart::heights() const
{
    return m_heights;
}

void BarrelChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitLabels();
}

void BarrelChart::fitLabels()
{
    if (!m_staveAxis || !m_ratioAxis || m_heights.isEmpty())
        return;
    // Upright where every name (and its ratio line) fits its slot, else
    // slanted: measured in the labels' own font, so a longer language's names
    // ("磁盘容量 132×") are not cut. The plot takes about four fifths of the width.
    // The plot's own width once laid out, else about four fifths of the view.
    const double plot = chart()->plotArea().width() > 0 ? chart()->plotArea().width() : 0.8 * width();
    const double perStave = plot / static_cast<double>(m_heights.size());
    const auto widestIn = [this](const QFont &font) {
        const QFontMetrics metrics(font);
        int widest = 0;
        // Qt Charts writes a category's "\n" as a space: the name and its ratio share a line.
        for (const QString &label : m_staveAxis->categories())
            widest = std::max(widest, metrics.horizontalAdvance(QString(label).replace(QLatin1Char('\n'), ' ')));
        return widest;
    };
    QFont font = m_labelFont;
    // A short chart (the Benchmark tab's pane) has no room for slanted names:
    // they go upright, without their ratio line (the tip has it), in a smaller
    // font down to 6 pt where that fits.
    const bool compact = height() < 300;
    if (m_staveAxis->categories() != (compact ? m_names : m_labels))
        m_staveAxis->setCategories(compact ? m_names : m_labels);
    if (compact) {
        while (widestIn(font) + 8 > perStave && font.pointSizeF() > 6)
            font.setPointSizeF(std::max(6.0, font.pointSizeF() - 0.5));
    }
    m_staveAxis->setLabelsFont(font);
    const bool upright = widestIn(font) + 8 <= perStave;
    m_staveAxis->setLabelsAngle(upright ? 0 : -90);
    // Upright names are sized above to fit their slots, where Qt's own cut
    // ("comput…") would only lose letters; slanted ones keep it, as Qt gives
    // them no more room than the chart has.
    m_staveAxis->setTruncateLabels(!upright);
    // The long axis title needs about 260 px of plot, which a view under
    // ~440 px does not have (title, legend and upright labels take the rest):
    // a short chart (the Benchmark tab's) gets the short title, not an elided one.
    m_ratioAxis->setTitleText(height() < 440 ? tr("× GPU demand") : tr("ratio to GPU demand (1 = keeps up)"));
    // Under ~260 px even the short title would be cut to "× G…": the axis's
    // numbers and the legend say enough there.
    m_ratioAxis->setTitleVisible(height() >= 260);
    // The title and legend in full need about 600 px; a narrower chart (a
    // 1,024-pixel window) gets short ones rather than elided ones, and the
    // summary above it says the rate.
    const bool narrow = width() < 600;
    chart()->setTitle(narrow ? tr("The barrel") : tr("The barrel: each subsystem against what the GPUs can use"));
    if (m_water && m_blockedBy.isEmpty())
        m_water->setName(narrow ? tr("water line") : tr("water line %1").arg(m_waterRate));
    else if (m_water)
        m_water->setName(narrow ? tr("cannot run as built")
                                : tr("cannot run as built: %1 once %2 is enough").arg(m_waterRate, m_blockedBy));
    if (m_clipped)
        m_clipped->setName(narrow ? tr("clipped") : tr("clipped at %1×").arg(report::wholeNumber(kCap)));
}

} // namespace dlrig::ui
