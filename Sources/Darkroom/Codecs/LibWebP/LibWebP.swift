import CDarkroomWebP
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libwebp's encoder, opened on first use instead of linked, for the reason libgd is (`LibGD`): a process that
/// never writes WebP pays nothing at start-up. libgd itself links the same library, so a process that has
/// opened libgd already has it mapped and `dlopen` only finds it.
struct LibWebP: @unchecked Sendable {
    let configInit: @convention(c) (UnsafeMutablePointer<WebPConfig>?, WebPPreset, Float, Int32) -> Int32
    let validateConfig: @convention(c) (UnsafePointer<WebPConfig>?) -> Int32
    let pictureInit: @convention(c) (UnsafeMutablePointer<WebPPicture>?, Int32) -> Int32
    let importBGRA: @convention(c) (UnsafeMutablePointer<WebPPicture>?, UnsafePointer<UInt8>?, Int32) -> Int32
    let importBGRX: @convention(c) (UnsafeMutablePointer<WebPPicture>?, UnsafePointer<UInt8>?, Int32) -> Int32
    let encode: @convention(c) (UnsafePointer<WebPConfig>?, UnsafeMutablePointer<WebPPicture>?) -> Int32
    let pictureFree: @convention(c) (UnsafeMutablePointer<WebPPicture>?) -> Void

    /// The ABI Darkroom was written against (libwebp 1.x), then the development link.
    static let sonames = ["libwebp.so.7", "libwebp.so", "libwebp.7.dylib", "libwebp.dylib"]

    private static let loaded: Result<LibWebP, RenderError> = open(sonames)

    /// libwebp, or an error naming the library that is missing.
    static func require() throws(RenderError) -> LibWebP { try loaded.get() }

    /// Opens the first of `names` that loads and resolves every function (`RTLD_LOCAL`, as for libgd).
    static func open(_ names: [String]) -> Result<LibWebP, RenderError> {
        var reasons: [String] = []
        for name in names {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                reasons.append(dlerror().map { String(cString: $0) } ?? "\(name): cannot open")
                continue
            }
            do {
                return .success(try LibWebP(handle: handle, name: name))
            } catch {
                reasons.append("\(error)")
            }
        }
        let tried = names.joined(separator: ", ")
        return .failure(.encoding("WebP: libwebp is not available (install libwebp7; tried \(tried)): "
            + reasons.joined(separator: "; ")))
    }

    private init(handle: UnsafeMutableRawPointer, name: String) throws(RenderError) {
        func symbol<F>(_ symbolName: String, as _: F.Type = F.self) throws(RenderError) -> F {
            guard let address = dlsym(handle, symbolName) else {
                throw RenderError.encoding("\(name) has no \(symbolName)")
            }
            return unsafeBitCast(address, to: F.self)
        }
        // The header's `WebPConfigInit` and `WebPPictureInit` are inline wrappers of these, passing the ABI
        // version the header was written for; libwebp refuses a version it cannot serve.
        configInit = try symbol("WebPConfigInitInternal")
        validateConfig = try symbol("WebPValidateConfig")
        pictureInit = try symbol("WebPPictureInitInternal")
        importBGRA = try symbol("WebPPictureImportBGRA")
        importBGRX = try symbol("WebPPictureImportBGRX")
        encode = try symbol("WebPEncode")
        pictureFree = try symbol("WebPPictureFree")
    }
}
