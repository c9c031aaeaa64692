import CGD
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libgd, opened on first use instead of linked.
///
/// Debian's libgd.so.3 drags in heif, avif, x265, aom, dav1d, tiff, webp, Xpm…
/// and loading them costs every process several milliseconds at start-up, even
/// one that never reads a JPEG. The modern path therefore never names a libgd
/// symbol: JPEG, GIF, WebP, BMP and TIFF go through these pointers, resolved
/// once with `dlsym`; PNG goes through cairo's own reader, except for
/// DarkroomCompat's libgd bitmaps. (`DarkroomCompat` links libgd for callers of
/// `GDBitmap.gdImage`, and `dlopen` then returns that copy.)
struct LibGD: @unchecked Sendable {
    typealias Image = gdImagePtr
    typealias ReadBytes = @convention(c) (Int32, UnsafeMutableRawPointer?) -> Image?

    let createFromJpegPtr: ReadBytes
    let createFromGifPtr: ReadBytes
    let createFromWebpPtr: ReadBytes
    let createFromBmpPtr: ReadBytes
    let createFromTiffPtr: ReadBytes
    let createFromPngPtr: ReadBytes
    let createFromFile: @convention(c) (UnsafePointer<CChar>?) -> Image?
    let createTrueColor: @convention(c) (Int32, Int32) -> Image?
    let createPaletteFromTrueColor: @convention(c) (Image?, Int32, Int32) -> Image?
    let destroy: @convention(c) (Image?) -> Void
    let paletteToTrueColor: @convention(c) (Image?) -> Int32
    let alphaBlending: @convention(c) (Image?, Int32) -> Void
    let saveAlpha: @convention(c) (Image?, Int32) -> Void
    let colorAllocate: @convention(c) (Image?, Int32, Int32, Int32) -> Int32
    let colorTransparent: @convention(c) (Image?, Int32) -> Void
    let setPixel: @convention(c) (Image?, Int32, Int32, Int32) -> Void
    let jpegPtr: @convention(c) (Image?, UnsafeMutablePointer<Int32>?, Int32) -> UnsafeMutableRawPointer?
    let webpPtrEx: @convention(c) (Image?, UnsafeMutablePointer<Int32>?, Int32) -> UnsafeMutableRawPointer?
    let bmpPtr: @convention(c) (Image?, UnsafeMutablePointer<Int32>?, Int32) -> UnsafeMutableRawPointer?
    let gifPtr: @convention(c) (Image?, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?
    let tiffPtr: @convention(c) (Image?, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?
    let pngPtr: @convention(c) (Image?, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?
    let free: @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// The sonames tried, in order: the ABI Darkroom was written against, then
    /// the unversioned development link.
    static let sonames = ["libgd.so.3", "libgd.so"]

    /// Opened once, on first use, by whichever thread gets there first (Swift
    /// initialises a static `let` exactly once, under a lock).
    private static let loaded: Result<LibGD, RenderError> = open(sonames)

    /// libgd, or `nil` when it is not installed (decoders then return `nil`).
    static var shared: LibGD? { try? loaded.get() }

    /// libgd, or an error naming the library that is missing, for `what` (an encoder's name).
    static func require(for what: String) throws(RenderError) -> LibGD {
        switch loaded {
        case .success(let gd): return gd
        case .failure(let error): throw RenderError.encoding("\(what): \(error.message)")
        }
    }

    /// Opens the first of `names` that loads and resolves every function.
    /// `RTLD_LOCAL` keeps libgd's symbols (and its codecs') out of the global
    /// namespace, where they could shadow a user's own libjpeg or libtiff.
    static func open(_ names: [String]) -> Result<LibGD, RenderError> {
        var reasons: [String] = []
        for name in names {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                reasons.append(dlerror().map { String(cString: $0) } ?? "\(name): cannot open")
                continue
            }
            do {
                return .success(try LibGD(handle: handle, name: name))
            } catch {
                // Keep the handle: the library stays mapped for the process anyway.
                reasons.append(error.message)
            }
        }
        let tried = names.joined(separator: ", ")
        let reason = reasons.joined(separator: "; ")
        return .failure(.encoding("libgd is not available (install libgd3; tried \(tried)): \(reason)"))
    }

    private init(handle: UnsafeMutableRawPointer, name: String) throws(RenderError) {
        func symbol<F>(_ symbolName: String, as _: F.Type = F.self) throws(RenderError) -> F {
            guard let address = dlsym(handle, symbolName) else {
                throw RenderError.encoding("\(name) has no \(symbolName)")
            }
            return unsafeBitCast(address, to: F.self)
        }
        createFromJpegPtr = try symbol("gdImageCreateFromJpegPtr")
        createFromGifPtr = try symbol("gdImageCreateFromGifPtr")
        createFromWebpPtr = try symbol("gdImageCreateFromWebpPtr")
        createFromBmpPtr = try symbol("gdImageCreateFromBmpPtr")
        createFromTiffPtr = try symbol("gdImageCreateFromTiffPtr")
        createFromPngPtr = try symbol("gdImageCreateFromPngPtr")
        createFromFile = try symbol("gdImageCreateFromFile")
        createTrueColor = try symbol("gdImageCreateTrueColor")
        createPaletteFromTrueColor = try symbol("gdImageCreatePaletteFromTrueColor")
        destroy = try symbol("gdImageDestroy")
        paletteToTrueColor = try symbol("gdImagePaletteToTrueColor")
        alphaBlending = try symbol("gdImageAlphaBlending")
        saveAlpha = try symbol("gdImageSaveAlpha")
        colorAllocate = try symbol("gdImageColorAllocate")
        colorTransparent = try symbol("gdImageColorTransparent")
        setPixel = try symbol("gdImageSetPixel")
        jpegPtr = try symbol("gdImageJpegPtr")
        webpPtrEx = try symbol("gdImageWebpPtrEx")
        bmpPtr = try symbol("gdImageBmpPtr")
        gifPtr = try symbol("gdImageGifPtr")
        tiffPtr = try symbol("gdImageTiffPtr")
        pngPtr = try symbol("gdImagePngPtr")
        free = try symbol("gdFree")
    }
}

extension RenderError {
    /// The text carried by the error, without `description`'s prefix.
    fileprivate var message: String {
        if case .encoding(let m) = self { return m }
        return description
    }
}
