import AfterglowDisplay
import Foundation

/// Reads a rendered frame's pixels for the power model: mean linear intensity per channel, share of
/// lit pixels, and per-tile luminance for the burn-in map.
///
/// Speed: the frame is split into tiles (32 × 32 px) whose sums are kept between frames; a frame
/// with damage rects re-reads only the tiles they touch. The totals are exactly those of a full
/// pass (the untouched tiles' pixels did not change), so this is equivalent, not a sample. The
/// per-pixel work is one shared 256-entry sRGB → linear table (16-bit fixed point) and integer adds,
/// with the lookups skipped inside runs of one colour.
public struct PixelPowerAnalyzer: Sendable {
    public static let tileSize = 32
    /// log2 of `tileSize`, for a column's tile.
    static let tileShift = 5
    /// Four pixels' colour bytes (alpha dropped).
    static let colourMask = SIMD4<UInt32>(repeating: 0x00FF_FFFF)

    public let width: Int
    public let height: Int
    /// Workers for a large read (a full frame: dimming, waking), so it fits a 120 Hz budget
    /// beside the render; small reads (a ticking countdown) stay on the caller's thread.
    public let parallelism: Int
    static let parallelMinPixels = 256 * 1024
    public let tilesX: Int
    public let tilesY: Int
    /// Per tile: Σ linear R, G, B (× 65535) and lit-pixel count.
    private var sumR: [UInt64], sumG: [UInt64], sumB: [UInt64], lit: [UInt32]
    private var initialized = false
    /// Pixels re-read by the last `analyze` call (for benchmarks and tests).
    public private(set) var lastPixelsRead = 0

    public init(width: Int, height: Int, parallelism: Int = min(4, ProcessInfo.processInfo.activeProcessorCount)) {
        self.width = width; self.height = height; self.parallelism = max(1, parallelism)
        tilesX = (width + Self.tileSize - 1) / Self.tileSize
        tilesY = (height + Self.tileSize - 1) / Self.tileSize
        let n = tilesX * tilesY
        sumR = .init(repeating: 0, count: n); sumG = sumR; sumB = sumR
        lit = .init(repeating: 0, count: n)
    }

    /// The result for the whole frame.
    public struct Result: Hashable, Sendable {
        /// Mean linear intensity per channel, 0…1.
        public var meanR: Double, meanG: Double, meanB: Double
        /// Share of pixels with any channel above zero, 0…1.
        public var litShare: Double
    }

    /// Updates the sums from `buffer`. `damage` nil means the whole frame changed. With the
    /// renderer's `background` of a whole frame, tiles no item touched are summed from its rows
    /// without being read (the same sums: those pixels are their row's colour).
    public mutating func analyze(_ buffer: PixelBuffer, damage: [PixelRect]?, background: RowBackground? = nil) -> Result {
        precondition(buffer.width == width && buffer.height == height, "analyzer sized \(width)x\(height), frame \(buffer.width)x\(buffer.height)")
        // The tiles to read: those the damage or the items touched; every tile on a first frame.
        let dirty: [Bool]
        if damage == nil, let background, background.rows.count == height {
            dirty = tilesTouched(by: background.painted)
            sumFromRows(background.rows, skipping: dirty)
        } else if let damage, initialized {
            dirty = tilesTouched(by: damage)
        } else {
            dirty = [Bool](repeating: true, count: tilesX * tilesY)
        }
        initialized = true
        // Bands of tiles with anything to read; a large read is split over the cores in contiguous
        // runs of bands (each tile's sums are written by one worker, and are integers: the result
        // is the same however it is split).
        let bands = (0..<tilesY).filter { ty in dirty[(ty * tilesX)..<((ty + 1) * tilesX)].contains(true) }
        let dirtyTiles = dirty.reduce(0) { $0 + ($1 ? 1 : 0) }
        let workers = dirtyTiles * Self.tileSize * Self.tileSize >= Self.parallelMinPixels ? min(parallelism, bands.count) : 1
        buffer.pixels.withUnsafeBufferPointer { px in
            PanelPowerModel.linearTable.withUnsafeBufferPointer { lut in
                dirty.withUnsafeBufferPointer { dirty in
                    sumR.withUnsafeMutableBufferPointer { sumR in
                        sumG.withUnsafeMutableBufferPointer { sumG in
                            sumB.withUnsafeMutableBufferPointer { sumB in
                                lit.withUnsafeMutableBufferPointer { lit in
                                    let out = TileSums(r: sumR, g: sumG, b: sumB, lit: lit)
                                    let frame = Frame(px: px, lut: lut, dirty: dirty, width: width, height: height, tilesX: tilesX)
                                    if workers <= 1 {
                                        for ty in bands { Self.readBand(ty, frame, out) }
                                    } else {
                                        DispatchQueue.concurrentPerform(iterations: workers) { w in
                                            for ty in bands[(bands.count * w / workers)..<(bands.count * (w + 1) / workers)] { Self.readBand(ty, frame, out) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        var read = 0
        for k in dirty.indices where dirty[k] {
            let tx = k % tilesX, ty = k / tilesX
            read += (min(width, (tx + 1) * Self.tileSize) - tx * Self.tileSize) * (min(height, (ty + 1) * Self.tileSize) - ty * Self.tileSize)
        }
        lastPixelsRead = read
        return totals
    }

    /// The tiles that any of `rects` overlaps (rects may reach past the frame's edges).
    private func tilesTouched(by rects: [PixelRect]) -> [Bool] {
        var touched = [Bool](repeating: false, count: tilesX * tilesY)
        for r in rects where !r.isEmpty {
            // Clipped to the frame in pixels first: a rect wholly past an edge touches no tile
            // (divided first, one just past the right or bottom edge would name the edge tile).
            let x0 = max(0, r.x), y0 = max(0, r.y)
            let x1 = min(width - 1, r.x + r.width - 1), y1 = min(height - 1, r.y + r.height - 1)
            guard x1 >= x0, y1 >= y0 else { continue }
            for ty in (y0 / Self.tileSize)...(y1 / Self.tileSize) {
                for tx in (x0 / Self.tileSize)...(x1 / Self.tileSize) { touched[ty * tilesX + tx] = true }
            }
        }
        return touched
    }

    /// Sets every tile not in `skip` to the sums of its rows' colours: per band, the rows' linear
    /// values (what `readBand` adds per pixel) times each tile's width.
    private mutating func sumFromRows(_ rows: [UInt32], skipping skip: [Bool]) {
        let lut = PanelPowerModel.linearTable
        for ty in 0..<tilesY {
            var r: UInt64 = 0, g: UInt64 = 0, b: UInt64 = 0, l: UInt64 = 0
            for y in (ty * Self.tileSize)..<min(height, (ty + 1) * Self.tileSize) {
                let p = rows[y] & 0x00FF_FFFF
                r += UInt64(lut[Int(p >> 16)]); g += UInt64(lut[Int((p >> 8) & 0xFF)]); b += UInt64(lut[Int(p & 0xFF)])
                l += p == 0 ? 0 : 1
            }
            for tx in 0..<tilesX where !skip[ty * tilesX + tx] {
                let w = UInt64(min(Self.tileSize, width - tx * Self.tileSize)), k = ty * tilesX + tx
                sumR[k] = r * w; sumG[k] = g * w; sumB[k] = b * w; lit[k] = UInt32(l * w)
            }
        }
    }

    /// One frame's pixels and what to read of them, for `readBand` (pointers valid during `analyze`).
    struct Frame: @unchecked Sendable {
        let px: UnsafeBufferPointer<UInt32>, lut: UnsafeBufferPointer<UInt32>, dirty: UnsafeBufferPointer<Bool>
        let width: Int, height: Int, tilesX: Int
    }
    /// Where `readBand` writes each tile's sums; workers write disjoint bands.
    struct TileSums: @unchecked Sendable {
        let r: UnsafeMutableBufferPointer<UInt64>, g: UnsafeMutableBufferPointer<UInt64>, b: UnsafeMutableBufferPointer<UInt64>
        let lit: UnsafeMutableBufferPointer<UInt32>
    }
    /// Reads the dirty tiles of band `ty` (row-major, so a full pass streams memory in order) into
    /// `out`. Each row's consecutive dirty tiles are read as one span: a run of one colour is found
    /// across tile edges 32 (then 4, then 1) pixels per step and costed once — most UI rows (fills,
    /// black, a vertical gradient's rows) are a few runs. A run's cost goes to its first and last
    /// tile directly and to the whole tiles between them through a difference array summed once per
    /// band, so a run costs the same however many tiles it crosses (a full-width row crosses 37).
    static func readBand(_ ty: Int, _ f: Frame, _ out: TileSums) {
        guard let base = f.px.baseAddress, let lut = f.lut.baseAddress else { return }
        let ts = tileSize, tilesX = f.tilesX, width = f.width, band = ty * tilesX
        let raw = UnsafeRawPointer(base), dirty = f.dirty
        let mask = colourMask
        // Per band: 32 × 32 pixels of at most 65535 each fit in 32 bits (67 M); the difference
        // array wraps in between and its prefix sums land back in range (arithmetic mod 2³²).
        // The band's runs of consecutive dirty tiles, as pixel columns [start, end): the same
        // for each of its rows, so found once.
        var spans: [(start: Int, end: Int)] = []
        var tx = 0
        while tx < tilesX {
            guard dirty[band + tx] else { tx += 1; continue }
            var tEnd = tx + 1
            while tEnd < tilesX && dirty[band + tEnd] { tEnd += 1 }
            spans.append((tx * ts, min(width, tEnd * ts)))
            tx = tEnd
        }
        withUnsafeTemporaryAllocation(of: SIMD4<UInt32>.self, capacity: 2 * tilesX + 1) { buf in
            buf.initialize(repeating: .zero)
            let acc = buf.baseAddress!, whole = acc + tilesX
            let ys = ty * ts, ye = min(f.height, ys + ts)
            for y in ys..<ye {
                let rowStart = y * width
                for span in spans {
                    var i = rowStart &+ span.start
                    let end = rowStart &+ span.end
                    while i < end {
                        let p = base[i] & 0x00FF_FFFF
                        let pv = SIMD4<UInt32>(repeating: p)
                        var j = i &+ 1
                        // Runs in text and images are mostly a pixel or a few: the next pixel
                        // first, then one 4-pixel vector, and the 32-pixel steps only once a run
                        // has shown it is long (a failed 32-pixel step costs more than a short run).
                        if j < end, base[j] & 0x00FF_FFFF == p {
                            j &+= 1
                            if j &+ 4 <= end, !any((raw.loadUnaligned(fromByteOffset: j &* 4, as: SIMD4<UInt32>.self) ^ pv) & mask .!= 0) {
                                j &+= 4
                                // 32 pixels per step: eight 4-pixel vectors XORed with the run's
                                // colour, ORed, masked to the colour bytes, tested once. `any(.!=)`
                                // keeps it one vector compare; SIMD's `!=` (Equatable) compiled to a
                                // lane-pair loop.
                                while j &+ 32 <= end {
                                    let o = j &* 4
                                    var x = raw.loadUnaligned(fromByteOffset: o, as: SIMD4<UInt32>.self) ^ pv
                                    x |= raw.loadUnaligned(fromByteOffset: o &+ 16, as: SIMD4<UInt32>.self) ^ pv
                                    x |= raw.loadUnaligned(fromByteOffset: o &+ 32, as: SIMD4<UInt32>.self) ^ pv
                                    x |= raw.loadUnaligned(fromByteOffset: o &+ 48, as: SIMD4<UInt32>.self) ^ pv
                                    x |= raw.loadUnaligned(fromByteOffset: o &+ 64, as: SIMD4<UInt32>.self) ^ pv
                                    x |= raw.loadUnaligned(fromByteOffset: o &+ 80, as: SIMD4<UInt32>.self) ^ pv
                                    x |= raw.loadUnaligned(fromByteOffset: o &+ 96, as: SIMD4<UInt32>.self) ^ pv
                                    x |= raw.loadUnaligned(fromByteOffset: o &+ 112, as: SIMD4<UInt32>.self) ^ pv
                                    if any((x & mask) .!= 0) { break }
                                    j &+= 32
                                }
                                while j &+ 4 <= end {
                                    let x = raw.loadUnaligned(fromByteOffset: j &* 4, as: SIMD4<UInt32>.self) ^ pv
                                    if any((x & mask) .!= 0) { break }
                                    j &+= 4
                                }
                            }
                            while j < end, base[j] & 0x00FF_FFFF == p { j &+= 1 }
                        }
                        let v = SIMD4<UInt32>(lut[Int(p >> 16)], lut[Int((p >> 8) & 0xFF)], lut[Int(p & 0xFF)], p == 0 ? 0 : 1)
                        // [i, j) in row coordinates: first pixel in tile t0, last in tile t1.
                        let x0 = i &- rowStart, x1 = j &- rowStart
                        // Columns are never negative: a shift, not a signed division.
                        let t0 = x0 &>> tileShift, t1 = (x1 &- 1) &>> tileShift
                        if t0 == t1 {
                            acc[t0] &+= v &* UInt32(truncatingIfNeeded: x1 &- x0)
                        } else {
                            acc[t0] &+= v &* UInt32(truncatingIfNeeded: (t0 &+ 1) &* ts &- x0)
                            acc[t1] &+= v &* UInt32(truncatingIfNeeded: x1 &- t1 &* ts)
                            if t1 &- t0 > 1 {
                                let w = v &* UInt32(truncatingIfNeeded: ts)
                                whole[t0 &+ 1] &+= w; whole[t1] &-= w
                            }
                        }
                        i = j
                    }
                }
            }
            var covered = SIMD4<UInt32>.zero
            for tx in 0..<tilesX {
                covered &+= whole[tx]
                guard dirty[band + tx] else { continue }
                let s = acc[tx] &+ covered, k = band + tx
                out.r[k] = UInt64(s[0]); out.g[k] = UInt64(s[1]); out.b[k] = UInt64(s[2]); out.lit[k] = s[3]
            }
        }
    }

    public var totals: Result {
        var r: UInt64 = 0, g: UInt64 = 0, b: UInt64 = 0, l: UInt64 = 0
        for k in sumR.indices { r &+= sumR[k]; g &+= sumG[k]; b &+= sumB[k]; l &+= UInt64(lit[k]) }
        let n = Double(width * height), s = PanelPowerModel.linearScale
        return Result(meanR: Double(r) / s / n, meanG: Double(g) / s / n, meanB: Double(b) / s / n, litShare: Double(l) / n)
    }

    /// Mean linear relative luminance (Rec. 709 weights) of each tile, row-major, 0…1.
    public func tileLuminance() -> [Double] {
        var out = [Double](repeating: 0, count: sumR.count)
        for ty in 0..<tilesY {
            for tx in 0..<tilesX {
                let k = ty * tilesX + tx
                let w = min(Self.tileSize, width - tx * Self.tileSize), h = min(Self.tileSize, height - ty * Self.tileSize)
                let n = Double(w * h) * PanelPowerModel.linearScale
                out[k] = (0.2126 * Double(sumR[k]) + 0.7152 * Double(sumG[k]) + 0.0722 * Double(sumB[k])) / n
            }
        }
        return out
    }
}
