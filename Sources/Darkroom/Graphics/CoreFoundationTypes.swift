import Foundation

#if !canImport(Darwin)
// Foundation on Linux does not surface Core Foundation's bridged types. Call sites
// written for Apple platforms use them in casts (`url as CFURL`,
// `options as CFDictionary`), so they are the Swift types those casts start from.

/// Core Foundation's URL type: on Linux, `URL` itself, so `url as CFURL` compiles.
public typealias CFURL = URL
/// Core Foundation's string type: on Linux, `String`.
public typealias CFString = String
/// Core Foundation's dictionary type: a dictionary any `[K: V]` with hashable keys converts to with `as`.
public typealias CFDictionary = [AnyHashable: Any]
/// Core Foundation's array type: `[c1, c2] as CFArray` (for `CGGradient(colorsSpace:colors:locations:)`).
public typealias CFArray = [Any]
/// Core Foundation's data type: on Linux, `Data` (`data as CFData` compiles).
public typealias CFData = Data

/// PDF context and page option keys, as Core Graphics names them.
public let kCGPDFContextMediaBox: CFString = "MediaBox"
public let kCGPDFContextCropBox: CFString = "CropBox"
public let kCGPDFContextTitle: CFString = "Title"
public let kCGPDFContextAuthor: CFString = "Author"
public let kCGPDFContextSubject: CFString = "Subject"
public let kCGPDFContextCreator: CFString = "Creator"
public let kCGPDFContextKeywords: CFString = "Keywords"
#endif
