// Storage the way fio measures it, without fio: a test file in a folder the
// user picks, written and read in 1 MiB blocks with O_DIRECT (no page cache),
// several reads in flight for the sequential figure, 4 KiB random reads from
// many threads for IOPS. The file is removed afterwards, also on cancel.
#include "kernels/hostprobes.h"

#include "core/validation/benchphrases.h"

#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <random>
#include <thread>

namespace dlrig::kernels {

namespace {

constexpr const char *kPrefix = "host";
constexpr std::size_t kBlock = std::size_t{1} << 20;
constexpr std::size_t kPage = 4096;

struct FreeDeleter {
    void operator()(char *p) const { std::free(p); }
};
using Buffer = std::unique_ptr<char, FreeDeleter>;

Buffer alignedBuffer(std::size_t bytes)
{
    void *p = nullptr;
    if (posix_memalign(&p, kPage, bytes) != 0)
        throw std::bad_alloc();
    return Buffer(static_cast<char *>(p));
}

// The test file: created on construction, removed on destruction.
class TestFile {
public:
    explicit TestFile(std::filesystem::path path) : m_path(std::move(path)) {}
    ~TestFile() { std::filesystem::remove(m_path); }
    const std::filesystem::path &path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

class Fd {
public:
    explicit Fd(int fd) : m_fd(fd) {}
    ~Fd()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    int get() const { return m_fd; }

private:
    int m_fd;
};

std::string systemError(const std::string &what)
{
    return what + ": " + std::strerror(errno);
}

double since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

class StorageProbe : public Probe {
public:
    std::string key() const override { return "host.storage"; }
    std::string description() const override
    {
        return "Storage: sequential write and read (O_DIRECT, 1 MiB blocks) and 4 KiB random reads";
    }

    std::vector<core::Measurement> skippedAll(const std::string &reason) const override
    {
        return {skippedMeasurement(kPrefix, "seq_write", "MB/s", reason),
                skippedMeasurement(kPrefix, "seq_read", "MB/s", reason),
                skippedMeasurement(kPrefix, "rand_read_4k", "IOPS", reason)};
    }

    std::string filter(const ProbeContext &context) const override
    {
        const std::filesystem::path &dir = context.scratchDirectory;
        if (dir.empty() || !std::filesystem::is_directory(dir))
            return core::bench::english(core::bench::kNoFolder);
        struct statvfs fs {};
        if (statvfs(dir.c_str(), &fs) == 0 && static_cast<double>(fs.f_bavail) * static_cast<double>(fs.f_frsize) <
                                                  1.5 * static_cast<double>(fileBytes(context)))
            return core::bench::english(core::bench::kNoSpace, {{"folder", dir.string()}});
        const auto probe = dir / ("dlrig-direct-check-" + std::to_string(::getpid()));
        const int fd = ::open(probe.c_str(), O_CREAT | O_WRONLY | O_DIRECT, 0600);
        if (fd < 0) {
            const std::string why = errno == EINVAL
                                        ? dir.string() + " is on a file system without O_DIRECT (tmpfs?): pick a "
                                                         "folder on the drive to measure"
                                        : systemError("cannot write in " + dir.string());
            std::filesystem::remove(probe);
            return why;
        }
        ::close(fd);
        std::filesystem::remove(probe);
        return {};
    }

    std::vector<core::Measurement> run(const ProbeContext &context) override
    {
        const std::size_t bytes = fileBytes(context);
        const std::size_t blocks = bytes / kBlock;
        TestFile file(context.scratchDirectory / ("dlrig-storage-probe-" + std::to_string(::getpid()) + ".bin"));
        std::vector<core::Measurement> out = skippedAll("");
        for (auto &m : out)
            m.skipped.clear();
        char detail[160];
        std::snprintf(detail, sizeof detail, "%.0f MiB file in %s, O_DIRECT", static_cast<double>(bytes) / (1 << 20),
                      context.scratchDirectory.c_str());

        // Sequential write, including the final flush to the drive.
        Buffer block = alignedBuffer(kBlock);
        std::mt19937_64 random(7);
        for (std::size_t i = 0; i < kBlock / 8; ++i) { // incompressible data
            const std::uint64_t word = random();
            std::memcpy(block.get() + i * 8, &word, 8);
        }
        std::vector<double> writeRates;
        const int repetitions = context.quick ? 2 : 3;
        for (int rep = 0; rep < repetitions; ++rep) {
            Fd fd(::open(file.path().c_str(), O_CREAT | O_WRONLY | O_TRUNC | O_DIRECT, 0600));
            if (fd.get() < 0)
                return failed(out, systemError("cannot create " + file.path().string()));
            const auto start = std::chrono::steady_clock::now();
            for (std::size_t b = 0; b < blocks; ++b) {
                if (context.cancelled())
                    return skippedAll(core::bench::english(core::bench::kCancelled));
                if (::pwrite(fd.get(), block.get(), kBlock, static_cast<off_t>(b * kBlock)) !=
                    static_cast<ssize_t>(kBlock))
                    return failed(out, systemError("write to " + file.path().string()));
            }
            if (::fdatasync(fd.get()) != 0)
                return failed(out, systemError("flush " + file.path().string()));
            writeRates.push_back(static_cast<double>(bytes) / since(start) / 1e6);
            context.report(0.1 + 0.3 * (rep + 1) / repetitions);
        }
        out[0] = measurementOf(kPrefix, "seq_write", "MB/s", statsOf(writeRates), detail);

        // Sequential read: four streams over the file's quarters, 1 MiB each.
        const unsigned streams = 4;
        std::vector<double> readRates;
        for (int rep = 0; rep < repetitions; ++rep) {
            std::atomic<bool> ok{true};
            const auto start = std::chrono::steady_clock::now();
            std::vector<std::thread> threads;
            for (unsigned s = 0; s < streams; ++s) {
                threads.emplace_back([&, s] {
                    Fd fd(::open(file.path().c_str(), O_RDONLY | O_DIRECT));
                    Buffer buffer = alignedBuffer(kBlock);
                    for (std::size_t b = s; b < blocks && ok; b += streams) {
                        if (fd.get() < 0 || context.cancelled() ||
                            ::pread(fd.get(), buffer.get(), kBlock, static_cast<off_t>(b * kBlock)) !=
                                static_cast<ssize_t>(kBlock))
                            ok = false;
                    }
                });
            }
            for (std::thread &t : threads)
                t.join();
            if (context.cancelled())
                return skippedAll(core::bench::english(core::bench::kCancelled));
            if (!ok)
                return failed(out, systemError("read " + file.path().string()), 1);
            readRates.push_back(static_cast<double>(bytes) / since(start) / 1e6);
            context.report(0.4 + 0.3 * (rep + 1) / repetitions);
        }
        out[1] = measurementOf(kPrefix, "seq_read", "MB/s", statsOf(readRates),
                               std::string(detail) + ", 4 streams of 1 MiB reads");

        // 4 KiB random reads from 16 threads (16 requests in flight).
        const unsigned threadsCount = 16;
        const double seconds = context.quick ? 3 : 10;
        std::atomic<std::uint64_t> reads{0};
        std::atomic<bool> ok{true};
        const auto start = std::chrono::steady_clock::now();
        std::vector<std::thread> threads;
        for (unsigned t = 0; t < threadsCount; ++t) {
            threads.emplace_back([&, t] {
                Fd fd(::open(file.path().c_str(), O_RDONLY | O_DIRECT));
                Buffer buffer = alignedBuffer(kPage);
                std::mt19937_64 pick(t + 1);
                std::uniform_int_distribution<std::size_t> page(0, bytes / kPage - 1);
                std::uint64_t mine = 0;
                while (ok && !context.cancelled() && since(start) < seconds) {
                    if (fd.get() < 0 ||
                        ::pread(fd.get(), buffer.get(), kPage, static_cast<off_t>(page(pick) * kPage)) !=
                            static_cast<ssize_t>(kPage)) {
                        ok = false;
                        break;
                    }
                    ++mine;
                }
                reads += mine;
            });
        }
        for (std::thread &t : threads)
            t.join();
        if (context.cancelled())
            return skippedAll(core::bench::english(core::bench::kCancelled));
        if (!ok)
            return failed(out, systemError("random read " + file.path().string()), 2);
        const double iops = static_cast<double>(reads.load()) / since(start);
        out[2] = measurementOf(kPrefix, "rand_read_4k", "IOPS", {iops, iops, iops},
                               std::string(detail) + ", 16 threads, QD 1 each");
        out[2].specBasis = "datasheet IOPS are at queue depth 128–256, not comparable";
        context.report(1.0);
        return out;
    }

private:
    static std::size_t fileBytes(const ProbeContext &context)
    {
        return (context.quick ? std::size_t{256} : std::size_t{2048}) << 20;
    }

    // Marks measurements from `first` on as failed with `why`.
    static std::vector<core::Measurement> failed(std::vector<core::Measurement> out, const std::string &why,
                                                 std::size_t first = 0)
    {
        for (std::size_t i = first; i < out.size(); ++i) {
            out[i].median.reset();
            out[i].error = why;
        }
        return out;
    }
};

} // namespace

std::unique_ptr<Probe> makeStorageProbe()
{
    return std::make_unique<StorageProbe>();
}

std::vector<std::unique_ptr<Probe>> hostProbes()
{
    std::vector<std::unique_ptr<Probe>> probes;
    probes.push_back(makeStreamProbe());
    probes.push_back(makeCpuGemmProbe());
    probes.push_back(makeStorageProbe());
    return probes;
}

} // namespace dlrig::kernels
