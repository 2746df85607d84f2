// The window on a lab's team server: Settings → Catalog checks the address
// and tests the connection; the status bar says whose catalog it is, turns
// read-only while the server is away and takes changes again when it is back;
// the Benchmark tab stores its runs there and lists them by machine.
#include "catalog/catalog.h"
#include "catalog/server/teamserver.h"
#include "kernels/benchrun.h"
#include "server/teamtestserver.h"
#include "ui/benchmark/benchmarkview.h"
#include "ui/benchmark/clusterhistoryview.h"
#include "ui/benchmark/clusterview.h"
#include "ui/benchmark/teamrunsview.h"
#include "ui/bom/bomview.h"
#include "ui/build/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/settings/catalogsettings.h"
#include "ui/settings/settingsdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTest>

#include <gmock/gmock.h>
#include <nlohmann/json.hpp>

#include <tuple>

using namespace dlrig;
using ::testing::HasSubstr;

namespace {

const QString kPart = QStringLiteral("gpu/nvidia-rtx-4090");

class TeamWindow : public TeamServerTest {
protected:
    void TearDown() override
    {
        ui::setTeamLocationSetting({});
        TeamServerTest::TearDown();
    }
    TempDir m_copies;
};

std::string text(const QLabel *label)
{
    return label ? label->text().toStdString() : std::string("(no label)");
}

} // namespace

TEST_F(TeamWindow, TheCatalogPageRefusesAPasswordAndTestsTheConnection)
{
    initWithShippedParts();
    ui::SettingsDialog dialog({}, {}, nullptr, {});
    ui::CatalogSettingsPage *page = dialog.catalogPage();
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    EXPECT_TRUE(page->localButton()->isChecked());
    EXPECT_FALSE(page->uriEdit()->isEnabled());
    page->teamButton()->setChecked(true);
    EXPECT_FALSE(ok->isEnabled()) << "a team server needs an address";
    page->uriEdit()->setText("postgresql://bob:s3cret@lab-db/dlrig");
    EXPECT_FALSE(ok->isEnabled());
    EXPECT_THAT(page->testResult()->text().toStdString(), HasSubstr("keep the password out"));
    page->uriEdit()->setText(QString::fromStdString(uri("bob")));
    EXPECT_TRUE(ok->isEnabled());
    page->testButton()->click();
    EXPECT_THAT(page->testResult()->text().toStdString(), ::testing::MatchesRegex("Connected as bob: [0-9]+ parts\\."));
    EXPECT_EQ(dialog.teamLocation().toStdString(), uri("bob"));
    page->localButton()->setChecked(true);
    EXPECT_TRUE(dialog.teamLocation().isEmpty());
}

TEST_F(TeamWindow, TheWindowSaysWhenTheServerIsAwayAndTakesPricesWhenItIsBack)
{
    PrivateCluster cluster;
    ASSERT_TRUE(cluster.started());
    usePrivateCluster(cluster.host());
    initWithShippedParts();
    ui::setTeamLocationSetting(QString::fromStdString(uri("bob")));
    ui::OpenedCatalog opened = ui::openConfiguredCatalog();
    ASSERT_TRUE(opened.catalog->isTeam()) << opened.notice.toStdString();
    catalog::Catalog &catalog = *opened.catalog;
    ui::MainWindow window(catalog);
    window.adoptCatalog(std::move(opened.catalog));
    const QLabel *status = window.findChild<QLabel *>("teamStatus");
    EXPECT_THAT(text(status), HasSubstr("Team catalog: "));
    EXPECT_THAT(text(status), HasSubstr(", as bob"));
    EXPECT_TRUE(window.setPartPrice(kPart, "1650", "USD", "2026-12-01"));

    ASSERT_TRUE(cluster.pause());
    window.checkTeamServer();
    EXPECT_THAT(text(status), HasSubstr("Team server unreachable: read-only copy of"));
    EXPECT_TRUE(catalog.readOnly());
    EXPECT_EQ(catalog.find(kPart.toStdString())->price->amount.minorUnits(), 165000) << "the copy still reads";
    window.checkTeamServer(); // waits for it in a worker thread: still away
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.waitingForTeamServer(); }, 10'000));
    EXPECT_TRUE(catalog.readOnly());

    ASSERT_TRUE(cluster.resume());
    window.checkTeamServer();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.waitingForTeamServer(); }, 10'000));
    EXPECT_FALSE(catalog.readOnly());
    EXPECT_THAT(text(status), HasSubstr(", as bob"));
    EXPECT_TRUE(window.setPartPrice(kPart, "1620", "USD", "2026-12-02"));
    EXPECT_EQ(catalog::Catalog::openTeam(uri("alice"), m_copies / "alice.db")
                  .find(kPart.toStdString())
                  ->price->amount.minorUnits(),
              162000);
}

TEST_F(TeamWindow, ABenchRunIsStoredOnTheTeamServerAndListedByMachine)
{
    initWithShippedParts();
    catalog::Catalog catalog = catalog::Catalog::openTeam(uri("alice"), m_copies / "alice.db");
    ui::BenchmarkView view(catalog, m_copies / "bench-history.db");
    ASSERT_NE(view.teamRuns(), nullptr);
    EXPECT_EQ(view.teamRuns()->topLevelItemCount(), 1) << "one line: no runs yet";
    view.detect();
    view.setTests({"host.stream"});
    QSignalSpy finished(&view, &ui::BenchmarkView::runFinished);
    ASSERT_TRUE(view.start());
    ASSERT_TRUE(finished.wait(120'000));

    const std::string host = kernels::hostName();
    ASSERT_EQ(view.teamRuns()->topLevelItemCount(), 1);
    const QTreeWidgetItem *machine = view.teamRuns()->topLevelItem(0);
    EXPECT_EQ(machine->text(0).toStdString(), host);
    ASSERT_EQ(machine->childCount(), 1);
    EXPECT_EQ(machine->child(0)->text(2).toStdString(), "alice");
    // The admin sees it among every machine's; another reader does not.
    const auto all = catalog::TeamServer(uri("dana")).benchRuns();
    ASSERT_EQ(all.size(), 1u);
    EXPECT_EQ(all[0].host, host);
    EXPECT_THAT(all[0].runJson, HasSubstr("host.stream"));
    EXPECT_TRUE(catalog::TeamServer(uri("bob")).benchRuns().empty());
}

// The Cluster page's history: node runs two cluster checks stored (as
// `dlrig-cli cluster check --db` does), a row per check, newest first, each
// node's verdict against that check's other nodes; a plain bench run is left out.
TEST_F(TeamWindow, TheClusterHistoryShowsEachNodesVerdictPerCheck)
{
    initWithShippedParts();
    catalog::TeamServer server(uri("alice"));
    const auto store = [&](const std::string &node, const std::string &job, double sgemm) {
        nlohmann::json run = {{"verdict", "NOT CHECKED"},
                              {"measurements",
                               {{{"key", "host.sgemm"},
                                 {"metric", "sgemm"},
                                 {"unit", "GFLOP/s"},
                                 {"median", sgemm},
                                 {"verdict", "SKIPPED"}}}}};
        if (!job.empty())
            run["cluster_check"] = {
                {"job", job}, {"partition", "gpu"}, {"node", node}, {"started", "2026-12-0" + job + "T09:00:00Z"}};
        server.storeBenchRun(node, run.dump());
    };
    for (const auto &[node, first, second] :
         {std::tuple{"n1", 200.0, 200.0}, {"n2", 195.0, 100.0}, {"n3", 190.0, 190.0}}) {
        store(node, "1", first);
        store(node, "5", second);
    }
    store("workstation", "", 50);
    catalog::Catalog catalog = catalog::Catalog::openTeam(uri("alice"), m_copies / "alice.db");
    ui::ClusterView view(catalog);
    ui::ClusterHistoryView *history = view.history();
    ASSERT_NE(history, nullptr);
    ASSERT_EQ(history->rowCount(), 2);
    ASSERT_EQ(history->columnCount(), 6); // started, partition, job, n1, n2, n3
    EXPECT_EQ(history->horizontalHeaderItem(4)->text(), "n2");
    EXPECT_EQ(history->item(0, 2)->text(), "5");
    EXPECT_EQ(history->item(0, 4)->text(), "FAIL");
    EXPECT_TRUE(history->item(0, 4)->toolTip().contains("53 % of the cluster's median 190 GFLOP/s"))
        << history->item(0, 4)->toolTip().toStdString();
    EXPECT_EQ(history->item(0, 3)->text(), "PASS");
    EXPECT_EQ(history->item(1, 4)->text(), "PASS");
    // This computer's catalog has no history to show.
    catalog::Catalog local = catalog::Catalog::openOrCreate(m_copies / "local.db", DLRIG_SHIPPED_CATALOG_FILE);
    EXPECT_EQ(ui::ClusterView(local).history(), nullptr);
}

TEST_F(TeamWindow, TheBomTabIssuesAQuoteNumberFromTheTeamServer)
{
    initWithShippedParts();
    catalog::Catalog catalog = catalog::Catalog::openTeam(uri("bob"), m_copies / "bob.db");
    ui::MainWindow window(catalog);
    ASSERT_TRUE(window.openBuild(QString(DLRIG_SOURCE_DIR) + "/docs/examples/learning-3000usd.dlrig"));
    ui::BomView *bom = window.bomView();
    ASSERT_TRUE(bom->issueButton()->isVisibleTo(bom)) << "a team catalog can issue numbers";
    ASSERT_TRUE(bom->issueQuoteNumber());
    const QString number = bom->field("Quote number")->text();
    ASSERT_FALSE(number.isEmpty());
    const std::string kept = catalog::TeamServer(uri("alice")).quoteBom(number.toLongLong());
    EXPECT_THAT(kept, HasSubstr("\"quote_number\": \"" + number.toStdString() + "\""));
    // This computer's catalog has no server to number quotes.
    TempDir home;
    catalog::Catalog local = catalog::Catalog::openOrCreate(home / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow plain(local);
    EXPECT_FALSE(plain.bomView()->issueButton()->isVisibleTo(plain.bomView()));
}

TEST_F(TeamWindow, SwitchingToTheTeamCatalogKeepsTheOpenBuild)
{
    initWithShippedParts();
    TempDir home;
    catalog::Catalog local = catalog::Catalog::openOrCreate(home / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    auto *window = new ui::MainWindow(local);
    ASSERT_TRUE(window->openBuild(QString(DLRIG_SOURCE_DIR) + "/docs/examples/learning-3000usd.dlrig"));
    const std::string buildName = window->document()->build().name;
    EXPECT_TRUE(window->findChild<QLabel *>("teamStatus")->isHidden());

    auto team = std::make_unique<catalog::Catalog>(catalog::Catalog::openTeam(uri("bob"), m_copies / "bob.db"));
    ui::MainWindow *fresh = window->switchCatalog(std::move(team), QStringLiteral("switched"));
    EXPECT_EQ(fresh->document()->build().name, buildName);
    EXPECT_THAT(text(fresh->findChild<QLabel *>("teamStatus")), HasSubstr(", as bob"));
    EXPECT_TRUE(fresh->bomView()->issueButton()->isVisibleTo(fresh->bomView()));
    delete window; // deleteLater() waits for an event loop this test does not run
    delete fresh;
}
