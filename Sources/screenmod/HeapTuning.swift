#if canImport(Glibc)
import Glibc

/// Lets glibc's main heap use huge pages (2 MB) for the memory a run allocates.
///
/// A run over a whole tree allocates tens of megabytes of token and model arrays; with 4 KB
/// pages each first touch is a page fault. Growing the main heap once, up front, keeping it
/// (no trimming) and advising it for huge pages cut the faults on the 60 MB benchmark corpus
/// from 12,500 to about 5,000 and the run by 7 % (docs/benchmark.md). Worker threads' own heaps
/// are left alone: forcing every thread onto the main heap measured slower. Elsewhere (macOS,
/// musl) nothing is changed.
enum HeapTuning {
    static func apply() {
        // mallopt is declared in malloc.h, which Swift's Glibc module does not import.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let topPad: Int32 = -2, trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
        let hugePage = 2 << 20
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(topPad, 64 << 20)
        _ = mallopt(trimThreshold, Int32.max)
        guard let before = sbrk(0) else { return }
        // Growing the heap once by a large block and freeing it leaves that space as the
        // heap's free top, inside the range advised below.
        growHeap(by: 24 << 20)
        guard let after = sbrk(0), after > before else { return }
        let start = (Int(bitPattern: before) + hugePage - 1) / hugePage * hugePage
        let end = Int(bitPattern: after) / hugePage * hugePage
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, end - start, 14)  // MADV_HUGEPAGE
    }

    /// Allocates and frees `size` bytes; unoptimised, because the optimiser drops a malloc
    /// whose memory is never used.
    @_optimize(none)
    private static func growHeap(by size: Int) {
        free(malloc(size))
    }
}
#endif
