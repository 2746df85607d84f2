// The procurement and lab-admin commands' refusals through the real dlrig-cli
// under --lang zh_CN: each names the file, line, field or option and what was
// typed, in Chinese, with the documented exit status; nothing is changed.
#include "clirunner.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

class ChineseRefusals : public CliInFolder {
protected:
    // The one line dlrig-cli says on stderr, after checking it exits `status`.
    std::string refused(std::vector<std::string> args, int status = 2) const
    {
        args.insert(args.begin(), {"--lang", "zh_CN"});
        const CliResult r = run(args);
        EXPECT_EQ(r.exitCode, status) << r.err;
        EXPECT_EQ(r.out, "");
        return r.err;
    }
};

TEST_F(ChineseRefusals, CatalogImportsAndPricesSayWhatIsWrongInChinese)
{
    ASSERT_EQ(run({"catalog", "list"}).exitCode, 0);
    const std::string before = slurpFile(dir / "catalog.db");

    const std::string prices = file("q.csv", "id,amount,currency,date\ngpu/nvidia-rtx-4090,12x,USD,2026-11-01\n");
    EXPECT_EQ(refused({"catalog", "import-prices", prices}),
              "dlrig-cli: " + prices + "：第 2 行：amount：“12x”不是普通的十进制数（例如 1299.50）\n");
    const std::string unknown = file("u.csv", "id,amount,currency,date\ngpu/none,12,USD,2026-11-01\n");
    EXPECT_EQ(refused({"catalog", "import-prices", unknown}),
              "dlrig-cli: " + unknown + "：第 2 行：id：目录中没有部件“gpu/none”\n");
    const std::string quote = file("parts.csv", "id,category,vendor\ngpu/x,gpu,\"unterminated\n");
    EXPECT_EQ(refused({"catalog", "import", quote}), "dlrig-cli: " + quote + "：第 2 行：带引号的字段没有闭合\n");
    // A part's own field: the file and line, its id, then the field, with no English around them.
    const std::string vendor = file("vendor.csv", "id,category,vendor,model\ngpu/x,gpu,,X\n");
    const std::string missing = refused({"catalog", "import", vendor});
    EXPECT_EQ(missing.rfind("dlrig-cli: " + vendor + ":2 (gpu/x)：", 0), 0U) << missing;
    EXPECT_EQ(missing.find("line"), std::string::npos) << missing;
    const std::string column = file("cols.csv", "id,category,colour\n");
    EXPECT_EQ(refused({"catalog", "import", column}), "dlrig-cli: " + column + "：第 1 行：未知列“colour”\n");
    const std::string sheet = (dir / "parts.xlsx").string();
    EXPECT_EQ(refused({"catalog", "import", sheet}), "dlrig-cli: " + sheet + "：要导入的应是 .json 或 .csv 文件\n");

    EXPECT_EQ(refused({"catalog", "set-price", "gpu/nvidia-rtx-4090", "5", "USD", "--date", "2030-01-01"})
                  .rfind("dlrig-cli: catalog set-price：--date：2030-01-01 晚于今天（", 0),
              0U);
    EXPECT_EQ(refused({"catalog", "set-price", "gpu/none", "5", "USD"}),
              "dlrig-cli: " + (dir / "catalog.db").string() + " 中没有部件“gpu/none”\n");
    EXPECT_EQ(refused({"catalog", "set-price", "gpu/nvidia-rtx-4090"}),
              "dlrig-cli: catalog set-price：应为 ID 金额 币种，例如 gpu/nvidia-rtx-4090 1799 USD\n");
    EXPECT_EQ(refused({"catalog", "frob"}).rfind("dlrig-cli: catalog：未知命令“frob”（可用 list、", 0), 0U);
    EXPECT_EQ(slurpFile(dir / "catalog.db"), before); // nothing was written

    // In English the same refusals read as they did.
    EXPECT_EQ(run({"catalog", "import-prices", prices}).err,
              "dlrig-cli: " + prices + ": line 2: amount: '12x' is not a plain decimal number like 1299.50\n");
}

TEST_F(ChineseRefusals, RecommendBenchAndClusterOptionsAreRefusedInChinese)
{
    EXPECT_EQ(refused({"recommend", "--preset", "learning", "--form", "desk"}),
              "dlrig-cli: --form：未知取值“desk”（可选 tower|rack|edge）\n");
    EXPECT_EQ(refused({"recommend", "--preset", "nope"}).rfind("dlrig-cli: --preset：未知预设“nope”（可用 ", 0), 0U);
    EXPECT_EQ(refused({"recommend", "--preset", "learning", "--gpus", "2"})
                  .rfind("dlrig-cli: --gpus：recommend 会从目录中选择 GPU", 0),
              0U);
    EXPECT_EQ(refused({"bench", "--quick", "--full"}), "dlrig-cli: bench：--quick 与 --full 只能选其一\n");
    EXPECT_EQ(refused({"bench", "--tests", "warp"}).rfind("dlrig-cli: --tests：没有名为“warp”的测试", 0), 0U);
    EXPECT_EQ(refused({"cluster", "check", "--nodes", "0"}), "dlrig-cli: --nodes：“0”不是 1 到 99999 之间的节点数\n");
    EXPECT_EQ(refused({"cluster", "frob"}), "dlrig-cli: cluster：未知子命令“frob”（可用 check）\n");
}

// What the procurement commands did, said in Chinese too.
TEST_F(ChineseRefusals, CatalogCommandsSayWhatTheyDidInChinese)
{
    const auto said = [&](std::vector<std::string> args) {
        args.insert(args.begin(), {"--lang", "zh_CN"});
        const CliResult r = run(args);
        EXPECT_EQ(r.exitCode, 0) << r.err;
        return r.out;
    };
    const std::string db = (dir / "catalog.db").string();
    EXPECT_EQ(said({"catalog", "set-price", "gpu/nvidia-rtx-4090", "1799", "USD", "--date", "2026-11-28"}),
              "gpu/nvidia-rtx-4090：价格已设为 USD 1,799.00（2026-11-28 起）\n");
    const std::string prices = file("q.csv", "id,amount,currency,date\ngpu/nvidia-rtx-4090,1750,USD,2026-11-30\n");
    EXPECT_EQ(said({"catalog", "import-prices", prices}), "已从 " + prices + " 导入 1 个价格到 " + db + "\n");
    EXPECT_EQ(said({"catalog", "hide", "gpu/nvidia-rtx-4090"}), "gpu/nvidia-rtx-4090 已隐藏\n");
    EXPECT_EQ(said({"catalog", "check"}).rfind(db + "：正常，", 0), 0U);
}

// A damaged catalog file: what is wrong with it and the way out, in Chinese, exit 3.
TEST_F(ChineseRefusals, ADamagedCatalogIsExplainedInChinese)
{
    ASSERT_EQ(run({"catalog", "list"}).exitCode, 0);
    const std::string bytes = slurpFile(dir / "catalog.db");
    writeFile(dir / "catalog.db", bytes.substr(0, bytes.size() / 3));
    const std::string said = refused({"catalog", "list"}, 3);
    EXPECT_EQ(said.rfind("dlrig-cli: 目录 " + (dir / "catalog.db").string() + " 已损坏：文件被截断：只有 ", 0), 0U)
        << said;
    EXPECT_NE(said.find("。未做任何更改。如要把它留作备份并用随附数据重建，请运行：dlrig-cli --db "), std::string::npos)
        << said;
    EXPECT_EQ(slurpFile(dir / "catalog.db"), bytes.substr(0, bytes.size() / 3)); // left as it was
}

// The team server's refusals: where nothing answers (exit 4) and a
// connection string holding a password (exit 2, the string not repeated).
TEST(ChineseTeamRefusals, ATeamServerThatIsNotThereIsSaidInChinese)
{
    const CliResult away = runCli({"--lang", "zh_CN", "--db", "postgresql://127.0.0.1:1/dlrig", "catalog", "list"});
    EXPECT_EQ(away.exitCode, 4);
    EXPECT_EQ(away.err, "dlrig-cli: dlrig（127.0.0.1:1） 上没有程序在监听（服务器是否在运行？端口是否正确？）\n");
    const CliResult secret =
        runCli({"--lang", "zh_CN", "--db", "postgresql://127.0.0.1:1/dlrig?password=hunter2", "catalog", "list"});
    EXPECT_EQ(secret.exitCode, 2);
    EXPECT_EQ(secret.err.rfind("dlrig-cli: --db：连接字符串中含有密码；", 0), 0U) << secret.err;
    EXPECT_EQ(secret.err.find("hunter2"), std::string::npos);
    EXPECT_EQ(runCli({"--db", "postgresql://127.0.0.1:1/dlrig", "catalog", "list"}).err,
              "dlrig-cli: nothing listens at dlrig on 127.0.0.1:1 (is the server running, and is the port right?)\n");
}

} // namespace
