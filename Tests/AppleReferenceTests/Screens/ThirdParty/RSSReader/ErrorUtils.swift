// martinomamic/RSSReader RSSReaderKit/Sources/Common/Errors/ErrorUtils.swift
// at 2f77d592c397eee8ca8fb9746f6e4cf206f267d1, MIT (Tests/AppleReferenceTests/Licences/martinomamic-RSSReader.txt):
// verbatim except its imports (Foundation: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation
//
//  ErrorUtils.swift
//  RSSReaderKit
//
//  Created by Martino Mamić on 22.04.25.
//


/// Utility functions to handle errors consistently across the app
public enum ErrorUtils {
    /// Converts any error to AppError
    /// - Parameter error: The original error
    /// - Returns: A user-friendly AppError
    public static func toAppError(_ error: Error) -> AppError {
        if let appError = error as? AppError {
            return appError
        }
        
        if let errorWithConversion = error as? AppErrorConvertible {
            return errorWithConversion.asAppError()
        }
        
        return .unknown(error.localizedDescription)
    }
}

/// Protocol for errors that can be converted to AppError
public protocol AppErrorConvertible {
    func asAppError() -> AppError
}
