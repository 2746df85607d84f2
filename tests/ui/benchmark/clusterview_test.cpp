// The Benchmark tab's Cluster view on a real report: what `dlrig-cli cluster
// check --json` wrote on `scripts/test-cluster up --nodes 3 --degrade 2`
// (tests/fixtures/cluster/degraded-n2.json: n2 at a quarter core and a
// 200 Mbit/s link, n1 and n3 at 1 Gbit/s).
#include "catalog/catalog.h"
#include "core/base/textfile.h"
#include "testsupport.h"
#include "ui/benchmark/benchmarkview.h"
#include "ui/benchmark/clusterview.h"
#include "ui/mainwindow.h"
#include "ui/settings/language.h"

#include <QChart>
#include <QLineSeries>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {

const QString kReport = QStringLiteral(DLRIG_FIXTURES_DIR "/cluster/degraded-n2.json");

class ClusterViewTest : public testing::Test {
protected:
    // The cell of a node (row) and test (column header), or nullptr.
    QTableWidgetItem *heatCell(const QString &node, const QString &test) const
    {
        QTableWidget *map = view.heatMap();
        for (int row = 0; row < map->rowCount(); ++row)
            for (int column = 0; column < map->columnCount(); ++column)
                if (map->verticalHeaderItem(row)->text() == node && map->horizontalHeaderItem(column)->text() == test)
                    return map->item(row, column);
        return nullptr;
    }
    QString background(const QTableWidgetItem *item) const { return item->background().color().name(); }

    TempDir dir;
    catalog::Catalog catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::ClusterView view{catalog};
};

} // namespace

// The degraded node and its links are red, the rest green, and it is named.
TEST_F(ClusterViewTest, ARealReportShowsTheDegradedNodeAndItsLinks)
{
    EXPECT_FALSE(view.hasReport());
    EXPECT_TRUE(view.summary().contains("dlrig-cli cluster check --json")); // how to get a report
    ASSERT_FALSE(view.openReport(kReport));
    EXPECT_TRUE(view.hasReport());
    EXPECT_EQ(view.verdict(), "FAIL");
    EXPECT_TRUE(view.summary().contains("<b>n2</b> named")) << view.summary().toStdString();
    EXPECT_FALSE(view.summary().contains("<b>n1</b>"));

    ASSERT_EQ(view.heatMap()->rowCount(), 3);
    const QString red = "#f6d0cc", green = "#d7efdd";
    ASSERT_NE(heatCell("n2", "host.sgemm"), nullptr);
    EXPECT_EQ(background(heatCell("n2", "host.sgemm")), red);
    EXPECT_EQ(heatCell("n2", "host.sgemm")->text(), "25.4");
    EXPECT_TRUE(heatCell("n2", "host.sgemm")->toolTip().contains("of the cluster's median"));
    EXPECT_EQ(background(heatCell("n1", "host.sgemm")), green);
    EXPECT_EQ(background(heatCell("n3", "host.sgemm")), green);

    // n1, n2, n3: bandwidth above the diagonal, latency below; both n2 pairs red.
    QTableWidget *pairs = view.pairMatrix();
    ASSERT_EQ(pairs->rowCount(), 3);
    EXPECT_EQ(background(pairs->item(0, 1)), red);   // n1 → n2 bandwidth
    EXPECT_EQ(background(pairs->item(1, 2)), red);   // n2 → n3
    EXPECT_EQ(background(pairs->item(0, 2)), green); // n1 → n3
    EXPECT_EQ(pairs->item(0, 2)->text(), "0.120");
    EXPECT_EQ(background(pairs->item(1, 0)), green); // n1–n2 latency, 8.3 µs
    EXPECT_EQ(pairs->item(0, 0)->text(), "–");

    // The scaling curve: a point per node count the all-reduce ran on (MPI's
    // only: this report was written before the check ran NCCL between nodes).
    ASSERT_EQ(view.scalingChart()->series().size(), 1);
    auto *line = qobject_cast<QLineSeries *>(view.scalingChart()->series().value(0));
    ASSERT_NE(line, nullptr);
    ASSERT_EQ(line->count(), 2);
    EXPECT_EQ(line->at(0).x(), 2);
    EXPECT_NEAR(line->at(1).y(), 0.011, 0.001);

    // The findings, the worst first.
    ASSERT_GT(view.findings()->rowCount(), 30);
    EXPECT_EQ(view.findings()->item(0, 3)->text(), "FAIL");
    EXPECT_EQ(view.findings()->item(0, 0)->text(), "n2");
}

// A file that is not a report says why, naming the field, and keeps what was shown.
TEST_F(ClusterViewTest, ANonReportIsRefusedAndTheShownReportStays)
{
    ASSERT_FALSE(view.openReport(kReport));
    const auto settings = dir / "bench-settings.json";
    core::writeTextFileAtomically(settings, R"({"format": "dlrig-bench-settings", "version": 1})");
    const auto problem = view.openReport(QString::fromStdString(settings.string()));
    ASSERT_TRUE(problem);
    EXPECT_TRUE(problem->why.contains("is not a cluster check report")) << problem->why.toStdString();
    EXPECT_TRUE(problem->details.contains("'schema' must be \"dlrig.cluster-check\""))
        << problem->details.toStdString();
    const auto missing = view.openReport(QString::fromStdString((dir / "missing.json").string()));
    ASSERT_TRUE(missing);
    EXPECT_TRUE(missing->why.contains("missing.json cannot be read")) << missing->why.toStdString();
    EXPECT_EQ(view.verdict(), "FAIL");
    EXPECT_EQ(view.heatMap()->rowCount(), 3);
}

// The acceptance PDF from the view: the heat map, the pair matrix, the named node.
TEST_F(ClusterViewTest, TheReportExportsAsTheAcceptancePdf)
{
    ASSERT_FALSE(view.openReport(kReport));
    QSignalSpy exported(&view, &ui::ClusterView::exported);
    const auto pdf = dir / "cluster.pdf";
    view.exportPdf(QString::fromStdString(pdf.string()));
    const auto text = dir / "cluster.txt";
    ASSERT_EQ(std::system(("pdftotext -layout " + pdf.string() + " " + text.string()).c_str()), 0);
    const std::string report = slurpFile(text);
    EXPECT_NE(report.find("Cluster acceptance report"), std::string::npos);
    EXPECT_NE(report.find("Nodes and tests"), std::string::npos);
    EXPECT_NE(report.find("Between the nodes"), std::string::npos);
    EXPECT_NE(report.find("n2: 3 tests failed or could not run"), std::string::npos) << report;
}

// The Benchmark tab has the Cluster page, and it reads in Chinese: the verdict,
// the evidence (judged again in the reader's language), the tab names.
TEST_F(ClusterViewTest, TheClusterPageReadsInChinese)
{
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    ui::BenchmarkView tab{catalog, dir / "history.db"};
    auto *pages = tab.findChild<QTabWidget *>("benchmarkPages");
    ASSERT_NE(pages, nullptr);
    ASSERT_EQ(pages->count(), 2);
    EXPECT_EQ(pages->widget(1), tab.clusterView());
    EXPECT_EQ(pages->tabText(1), QStringLiteral("集群(&L)"));
    ui::ClusterView &chinese = *tab.clusterView();
    ASSERT_FALSE(chinese.openReport(kReport));
    EXPECT_EQ(chinese.verdict(), QStringLiteral("不通过"));
    const QString why = chinese.findings()->item(0, 4)->text();
    EXPECT_TRUE(why.contains(QStringLiteral("集群"))) << why.toStdString();
    EXPECT_FALSE(why.contains("median")) << why.toStdString();
    EXPECT_FALSE(chinese.views()->tabText(0).contains("Nodes"));
}

// `dlrig c.json`: the window opens on the Benchmark tab's Cluster page with the report.
TEST_F(ClusterViewTest, TheWindowOpensAReportOnTheClusterPage)
{
    ui::MainWindow window(catalog);
    ASSERT_TRUE(window.openClusterReport(kReport));
    EXPECT_EQ(window.tabs()->currentWidget(), window.benchmarkView());
    auto *pages = window.benchmarkView()->findChild<QTabWidget *>("benchmarkPages");
    ASSERT_NE(pages, nullptr);
    EXPECT_EQ(pages->currentWidget(), window.benchmarkView()->clusterView());
    EXPECT_EQ(window.benchmarkView()->clusterView()->verdict(), "FAIL");
}
