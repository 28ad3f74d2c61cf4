//
//  File.swift
//  
//
//  Created by Personal James on 29/12/2022.
//

import SwiftUI

public extension Constructor {
  var color: Color {
    Color(colorName, bundle: .module)
  }
}
