// The GPU helper process and the CUDA device query do not link core, so they
// write their sentences as plain strings; readers recognise them through the
// copies in core/validation/benchphrases.h. These must not drift apart.
#include "core/validation/benchphrases.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

using namespace dlrig::core;

namespace {

std::string sourcesOf(const std::vector<std::filesystem::path> &paths)
{
    std::string all;
    for (const auto &path : paths) {
        std::ifstream in(std::filesystem::path(DLRIG_SOURCE_DIR) / path);
        EXPECT_TRUE(in) << path;
        std::ostringstream text;
        text << in.rdbuf();
        all += text.str();
    }
    return all;
}

// Each fixed part of the phrase, between its placeholders, is written in the sources.
void expectSaidIn(const std::string &sources, const MessageText &phrase)
{
    const std::string text = phrase.text;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t open = std::min(text.find('{', at), text.size());
        const std::string part = text.substr(at, open - at);
        if (!part.empty()) {
            EXPECT_NE(sources.find(part), std::string::npos) << phrase.id << ": '" << part << "'";
        }
        at = open < text.size() ? text.find('}', open) + 1 : open;
    }
}

} // namespace

TEST(BenchPhrases, TheHelpersSentencesAreTheOnesReadersRecognise)
{
    const std::string helper =
        sourcesOf({"kernels/gpuprobe/main.cu", "kernels/gpuprobe/burnin.cuh", "kernels/gpuprobe/cublasloader.cuh",
                   "kernels/gpuprobe/gemm.cuh", "kernels/gpuprobe/peers.cuh"});
    for (const MessageText &phrase : bench::kHelperPhrases)
        expectSaidIn(helper, phrase);
}

// Issue 34: how a figure was measured and what it is judged against reached a
// Chinese reader in English; readers now recognise them, and the probes still say them.
TEST(BenchPhrases, TheHostProbesDetailsAndSpecBasesAreTheOnesReadersRecognise)
{
    const std::string sources = sourcesOf({"kernels/hostmemory.cpp", "kernels/cpugemm.cpp", "kernels/storageprobe.cpp",
                                           "kernels/benchrun.cpp", "core/validation/validation.cpp"});
    for (const MessageText &phrase : bench::kDetailPhrases)
        expectSaidIn(sources, phrase);
}

TEST(BenchPhrases, TheDeviceQueryAndNvmlSentencesAreTheOnesReadersRecognise)
{
    const std::string sources = sourcesOf({"kernels/gpudevices_cuda.cu", "kernels/cudaversions.h", "kernels/nvml.cpp"});
    for (const MessageText &phrase :
         {bench::kNoDriver, bench::kOldDriver, bench::kNoUsableDevice, bench::kNoCudaDeviceFound, bench::kCudaDevices,
          bench::kNoNvmlLibrary, bench::kNvmlNotInitialised, bench::kNvmlDriver})
        expectSaidIn(sources, phrase);
}
