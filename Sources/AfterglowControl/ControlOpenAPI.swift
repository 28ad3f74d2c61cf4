/// The control API's OpenAPI 3.1 description, served at `GET /v1/openapi.json` and kept in
/// docs/control-api.json. Checked against the router (ControlOpenAPITests: every route is described,
/// nothing else is, and the docs copy is this text) and against the running server by schemathesis
/// (scripts/test.d/openapi.sh). Edit it here and copy the text to docs/control-api.json; the test
/// names any difference.
public enum ControlOpenAPI {
    public static let json = #"""
{
  "components": {
    "schemas": {
      "APNsPayload": {
        "description": "An APNs payload (JSON, or an Xcode .apns file): {\"aps\": {...}, ...}. Validated as APNs does; a rule it breaks is a 422 naming the key.",
        "properties": {
          "aps": {
            "type": "object"
          }
        },
        "required": [
          "aps"
        ],
        "type": "object"
      },
      "Accepted": {
        "additionalProperties": false,
        "properties": {
          "accepted": {
            "type": "integer"
          }
        },
        "required": [
          "accepted"
        ],
        "type": "object"
      },
      "AlertSound": {
        "additionalProperties": false,
        "properties": {
          "critical": {
            "type": "boolean"
          },
          "index": {
            "type": "integer"
          },
          "name": {
            "type": "string"
          },
          "source": {
            "type": "string"
          },
          "time": {
            "type": "number"
          }
        },
        "required": [
          "index",
          "time",
          "name",
          "critical",
          "source"
        ],
        "type": "object"
      },
      "Error": {
        "additionalProperties": false,
        "properties": {
          "error": {
            "type": "string"
          },
          "status": {
            "type": "integer"
          }
        },
        "required": [
          "error",
          "status"
        ],
        "type": "object"
      },
      "GestureRequest": {
        "additionalProperties": false,
        "properties": {
          "gesture": {
            "enum": [
              "wrist-raise",
              "wrist-drop",
              "face-up",
              "face-down",
              "pick-up"
            ],
            "type": "string"
          }
        },
        "required": [
          "gesture"
        ],
        "type": "object"
      },
      "Health": {
        "additionalProperties": false,
        "properties": {
          "ok": {
            "type": "boolean"
          },
          "routes": {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "version": {
            "type": "string"
          }
        },
        "required": [
          "ok",
          "version",
          "routes"
        ],
        "type": "object"
      },
      "IMURequest": {
        "additionalProperties": false,
        "properties": {
          "samples": {
            "items": {
              "$ref": "#/components/schemas/IMUSample"
            },
            "type": "array"
          }
        },
        "required": [
          "samples"
        ],
        "type": "object"
      },
      "IMUSample": {
        "additionalProperties": true,
        "properties": {
          "acceleration": {
            "$ref": "#/components/schemas/Vector3"
          },
          "angularRate": {
            "$ref": "#/components/schemas/Vector3"
          },
          "source": {
            "type": "string"
          },
          "timestamp": {
            "additionalProperties": true,
            "properties": {
              "nanoseconds": {
                "type": "integer"
              }
            },
            "required": [
              "nanoseconds"
            ],
            "type": "object"
          }
        },
        "required": [
          "timestamp",
          "acceleration",
          "angularRate",
          "source"
        ],
        "type": "object"
      },
      "PushResult": {
        "additionalProperties": true,
        "properties": {
          "alert": {
            "type": "object"
          },
          "id": {
            "type": "string"
          },
          "kind": {
            "type": "string"
          },
          "warnings": {
            "items": {
              "type": "string"
            },
            "type": "array"
          }
        },
        "required": [
          "kind",
          "warnings"
        ],
        "type": "object"
      },
      "RecordingRequest": {
        "additionalProperties": false,
        "description": "path: start only (inside the output directory, at most 8 directories deep)",
        "if": {
          "properties": {
            "action": {
              "const": "stop"
            }
          }
        },
        "properties": {
          "action": {
            "enum": [
              "start",
              "stop"
            ],
            "type": "string"
          },
          "path": {
            "minLength": 1,
            "type": "string"
          }
        },
        "required": [
          "action"
        ],
        "then": {
          "not": {
            "required": [
              "path"
            ]
          }
        },
        "type": "object"
      },
      "RecordingStatus": {
        "additionalProperties": false,
        "properties": {
          "frames": {
            "type": "integer"
          },
          "path": {
            "type": "string"
          },
          "recording": {
            "type": "boolean"
          }
        },
        "required": [
          "recording",
          "frames"
        ],
        "type": "object"
      },
      "Settings": {
        "additionalProperties": false,
        "properties": {
          "alwaysOn": {
            "type": "boolean"
          },
          "alwaysOnWallpaper": {
            "type": "boolean"
          },
          "ambientLux": {
            "maximum": 120000,
            "minimum": 0,
            "type": "number"
          },
          "autoBrightness": {
            "type": "boolean"
          },
          "crown": {
            "enum": [
              "left",
              "right",
              "auto"
            ],
            "type": "string"
          },
          "darkMode": {
            "type": "boolean"
          },
          "lowPowerMode": {
            "type": "boolean"
          },
          "nightMode": {
            "type": "boolean"
          },
          "reduceMotion": {
            "type": "boolean"
          },
          "showSensitiveContent": {
            "type": "boolean"
          },
          "standBy": {
            "type": "boolean"
          },
          "wrist": {
            "enum": [
              "left",
              "right",
              "auto"
            ],
            "type": "string"
          }
        },
        "required": [
          "darkMode",
          "reduceMotion",
          "alwaysOn",
          "lowPowerMode",
          "standBy",
          "nightMode",
          "alwaysOnWallpaper",
          "showSensitiveContent",
          "autoBrightness",
          "ambientLux"
        ],
        "type": "object"
      },
      "SettingsPatch": {
        "additionalProperties": false,
        "minProperties": 1,
        "properties": {
          "alwaysOn": {
            "type": "boolean"
          },
          "alwaysOnWallpaper": {
            "type": "boolean"
          },
          "ambientLux": {
            "maximum": 120000,
            "minimum": 0,
            "type": "number"
          },
          "autoBrightness": {
            "type": "boolean"
          },
          "crown": {
            "enum": [
              "left",
              "right",
              "auto"
            ],
            "type": "string"
          },
          "darkMode": {
            "type": "boolean"
          },
          "lowPowerMode": {
            "type": "boolean"
          },
          "nightMode": {
            "type": "boolean"
          },
          "reduceMotion": {
            "type": "boolean"
          },
          "showSensitiveContent": {
            "type": "boolean"
          },
          "standBy": {
            "type": "boolean"
          },
          "wrist": {
            "enum": [
              "left",
              "right",
              "auto"
            ],
            "type": "string"
          }
        },
        "type": "object"
      },
      "State": {
        "additionalProperties": false,
        "properties": {
          "activities": {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "animating": {
            "description": "an animation is under way: the last frame presented is not its rest state",
            "type": "boolean"
          },
          "cause": {
            "type": "string"
          },
          "device": {
            "type": "string"
          },
          "displayState": {
            "enum": [
              "interactive",
              "dimming",
              "always-on",
              "off",
              "waking"
            ],
            "type": "string"
          },
          "engine": {
            "type": "string"
          },
          "lastEventId": {
            "type": "integer"
          },
          "lastGesture": {
            "type": "string"
          },
          "luminanceNits": {
            "type": "number"
          },
          "panelMilliwatts": {
            "type": "number"
          },
          "refreshHz": {
            "type": "number"
          },
          "sensorSource": {
            "type": "string"
          },
          "settings": {
            "$ref": "#/components/schemas/Settings"
          },
          "time": {
            "type": "number"
          }
        },
        "required": [
          "device",
          "time",
          "displayState",
          "cause",
          "refreshHz",
          "luminanceNits",
          "panelMilliwatts",
          "settings",
          "sensorSource",
          "activities",
          "engine",
          "animating"
        ],
        "type": "object"
      },
      "Statistics": {
        "additionalProperties": true,
        "properties": {
          "averagePanelMilliwatts": {
            "type": "number"
          },
          "budgetMisses": {
            "type": "integer"
          },
          "budgetMs": {
            "type": "number"
          },
          "energyMillijoules": {
            "type": "number"
          },
          "frameCostMaxMs": {
            "type": "number"
          },
          "frameCostP50Ms": {
            "type": "number"
          },
          "frameCostP99Ms": {
            "type": "number"
          },
          "frames": {
            "type": "integer"
          },
          "hitches": {
            "type": "integer"
          },
          "simulatedSeconds": {
            "type": "number"
          }
        },
        "required": [
          "frames",
          "hitches",
          "budgetMisses",
          "frameCostP50Ms",
          "frameCostP99Ms",
          "frameCostMaxMs",
          "budgetMs",
          "averagePanelMilliwatts",
          "energyMillijoules",
          "simulatedSeconds"
        ],
        "type": "object"
      },
      "SwipeRequest": {
        "additionalProperties": false,
        "properties": {
          "dx": {
            "type": "number"
          },
          "x": {
            "minimum": 0,
            "type": "number"
          },
          "y": {
            "minimum": 0,
            "type": "number"
          }
        },
        "required": [
          "x",
          "y",
          "dx"
        ],
        "type": "object"
      },
      "TapRequest": {
        "additionalProperties": false,
        "properties": {
          "x": {
            "minimum": 0,
            "type": "number"
          },
          "y": {
            "minimum": 0,
            "type": "number"
          }
        },
        "type": "object"
      },
      "Transition": {
        "additionalProperties": false,
        "properties": {
          "cause": {
            "type": "string"
          },
          "from": {
            "type": "string"
          },
          "index": {
            "type": "integer"
          },
          "inputTime": {
            "type": "number"
          },
          "time": {
            "type": "number"
          },
          "to": {
            "type": "string"
          }
        },
        "required": [
          "index",
          "time",
          "from",
          "to",
          "cause"
        ],
        "type": "object"
      },
      "TransitionLog": {
        "additionalProperties": false,
        "properties": {
          "alertSounds": {
            "items": {
              "$ref": "#/components/schemas/AlertSound"
            },
            "type": "array"
          },
          "transitions": {
            "items": {
              "$ref": "#/components/schemas/Transition"
            },
            "type": "array"
          }
        },
        "required": [
          "transitions",
          "alertSounds"
        ],
        "type": "object"
      },
      "Vector3": {
        "additionalProperties": true,
        "properties": {
          "x": {
            "type": "number"
          },
          "y": {
            "type": "number"
          },
          "z": {
            "type": "number"
          }
        },
        "required": [
          "x",
          "y",
          "z"
        ],
        "type": "object"
      },
      "WaitResult": {
        "additionalProperties": false,
        "properties": {
          "animation": {
            "description": "`finished` for an animation wait",
            "enum": [
              "finished"
            ],
            "type": "string"
          },
          "current": {
            "$ref": "#/components/schemas/State"
          },
          "reached": {
            "type": "boolean"
          },
          "state": {
            "description": "the display state waited for (absent for an animation wait)",
            "type": "string"
          },
          "waitedSeconds": {
            "type": "number"
          }
        },
        "required": [
          "reached",
          "waitedSeconds",
          "current"
        ],
        "type": "object"
      }
    },
    "securitySchemes": {
      "bearer": {
        "description": "TCP only: the token in the 0600 token file beside the socket; the Unix socket needs none",
        "scheme": "bearer",
        "type": "http"
      }
    }
  },
  "info": {
    "description": "HTTP/1.1 over a Unix socket (0600 in a 0700 directory, no token) or 127.0.0.1/[::1]:PORT with a bearer token. One request per connection (Connection: close), except the event stream. HEAD is answered for every GET route that answers at once. docs/CONTROL_API.md",
    "title": "Afterglow control API",
    "version": "1"
  },
  "openapi": "3.1.0",
  "paths": {
    "/v1/activities": {
      "post": {
        "operationId": "startActivity",
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/APNsPayload"
              }
            }
          },
          "required": true
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PushResult"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "start a Live Activity (APNs payload with event start)"
      }
    },
    "/v1/activities/{id}": {
      "delete": {
        "operationId": "endActivity",
        "parameters": [
          {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": {
              "minLength": 1,
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/APNsPayload"
              }
            }
          },
          "required": false
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PushResult"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "end a Live Activity (APNs payload with event end)"
      },
      "post": {
        "operationId": "updateActivity",
        "parameters": [
          {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": {
              "minLength": 1,
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/APNsPayload"
              }
            }
          },
          "required": true
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PushResult"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "update a Live Activity (APNs payload with event update)"
      },
      "put": {
        "operationId": "updateActivityPut",
        "parameters": [
          {
            "in": "path",
            "name": "id",
            "required": true,
            "schema": {
              "minLength": 1,
              "type": "string"
            }
          }
        ],
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/APNsPayload"
              }
            }
          },
          "required": true
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PushResult"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "update a Live Activity (as POST)"
      }
    },
    "/v1/events": {
      "get": {
        "operationId": "events",
        "parameters": [
          {
            "description": "comma-separated: transition, gesture, push, alert, sound, budget, frames, refused, settings, recording, widget, interaction",
            "in": "query",
            "name": "types",
            "required": false,
            "schema": {
              "type": "string"
            }
          },
          {
            "description": "replay after this event id (≤ the latest id; also the Last-Event-ID header)",
            "in": "query",
            "name": "since",
            "required": false,
            "schema": {
              "minimum": 0,
              "type": "integer"
            }
          }
        ],
        "responses": {
          "200": {
            "content": {
              "text/event-stream": {
                "schema": {
                  "type": "string"
                }
              }
            },
            "description": "an event stream"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "Server-Sent Events: hello, then transitions, gestures, pushes, alerts, budget breaches, refused requests (counted, at most one event a second), frames per second"
      }
    },
    "/v1/gesture": {
      "post": {
        "operationId": "gesture",
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/GestureRequest"
              }
            }
          },
          "required": true
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/State"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "inject a gesture; answers with the state once the emulator applied it"
      }
    },
    "/v1/health": {
      "get": {
        "operationId": "health",
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Health"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "liveness and version"
      }
    },
    "/v1/imu": {
      "post": {
        "operationId": "imu",
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/IMURequest"
              }
            }
          },
          "required": true
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Accepted"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "inject IMU samples"
      }
    },
    "/v1/openapi.json": {
      "get": {
        "operationId": "openapi",
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "type": "object"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "this document"
      }
    },
    "/v1/push": {
      "post": {
        "operationId": "push",
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/APNsPayload"
              }
            }
          },
          "required": true
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/PushResult"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "deliver an APNs payload"
      }
    },
    "/v1/recording": {
      "post": {
        "operationId": "recording",
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/RecordingRequest"
              }
            }
          },
          "required": true
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RecordingStatus"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "start or stop an animated-PNG recording (path inside the output directory)"
      }
    },
    "/v1/screenshot": {
      "get": {
        "operationId": "screenshot",
        "parameters": [
          {
            "description": "box-filter factor",
            "in": "query",
            "name": "downsample",
            "required": false,
            "schema": {
              "maximum": 8,
              "minimum": 1,
              "type": "integer"
            }
          },
          {
            "description": "add the HUD",
            "in": "query",
            "name": "hud",
            "required": false,
            "schema": {
              "enum": [
                "1",
                "0",
                "true",
                "false"
              ],
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "content": {
              "image/png": {
                "schema": {
                  "contentMediaType": "image/png",
                  "type": "string"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "the last presented frame as PNG (encoded off the server thread; 503 with Retry-After when the queue is full)"
      }
    },
    "/v1/settings": {
      "get": {
        "operationId": "settings",
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Settings"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "current settings"
      },
      "patch": {
        "operationId": "patchSettings",
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SettingsPatch"
              }
            }
          },
          "required": true
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Settings"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "change settings (partial object)"
      },
      "post": {
        "operationId": "postSettings",
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SettingsPatch"
              }
            }
          },
          "required": true
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Settings"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "change settings (as PATCH)"
      }
    },
    "/v1/state": {
      "get": {
        "operationId": "state",
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/State"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "current display state, refresh, luminance, power, settings; lastEventId: the newest event it reflects"
      }
    },
    "/v1/stats": {
      "get": {
        "operationId": "stats",
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Statistics"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "frame and power statistics"
      }
    },
    "/v1/swipe": {
      "post": {
        "operationId": "swipe",
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SwipeRequest"
              }
            }
          },
          "required": true
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/State"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "swipe from {x,y} by dx points (negative: left); on a Lock Screen Live Activity a swipe left shows its dismiss button; answers with the state once applied"
      }
    },
    "/v1/tap": {
      "post": {
        "operationId": "tap",
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/TapRequest"
              }
            }
          },
          "required": false
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/State"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "tap at {x,y} in points (default: centre); answers with the state once applied"
      }
    },
    "/v1/transitions": {
      "get": {
        "operationId": "transitions",
        "parameters": [
          {
            "description": "first transition index (negative: 0)",
            "in": "query",
            "name": "since",
            "required": false,
            "schema": {
              "type": "integer"
            }
          },
          {
            "description": "first alert-sound index",
            "in": "query",
            "name": "soundsSince",
            "required": false,
            "schema": {
              "type": "integer"
            }
          }
        ],
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TransitionLog"
                }
              }
            },
            "description": "OK"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "display-state transition log and alert sounds"
      }
    },
    "/v1/wait": {
      "get": {
        "operationId": "wait",
        "parameters": [
          {
            "description": "display state to wait for (give this or animation)",
            "in": "query",
            "name": "state",
            "required": false,
            "schema": {
              "enum": [
                "interactive",
                "dimming",
                "always-on",
                "off",
                "waking"
              ],
              "type": "string"
            }
          },
          {
            "description": "`finished`: wait until every input sent before the wait has been applied and the frame that draws the animations' rest state has been presented (give this or state)",
            "in": "query",
            "name": "animation",
            "required": false,
            "schema": {
              "enum": [
                "finished"
              ],
              "type": "string"
            }
          },
          {
            "description": "seconds on the emulator clock (default 10)",
            "in": "query",
            "name": "timeout",
            "required": false,
            "schema": {
              "maximum": 600,
              "minimum": 0,
              "type": "number"
            }
          }
        ],
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WaitResult"
                }
              }
            },
            "description": "OK"
          },
          "408": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WaitResult"
                }
              }
            },
            "description": "not reached in time"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "long-poll until the display is in `state`, or until no animation runs (`animation=finished`); 408 with the same body on timeout, emulator clock"
      },
      "post": {
        "operationId": "waitPost",
        "parameters": [
          {
            "description": "display state to wait for (give this or animation)",
            "in": "query",
            "name": "state",
            "required": false,
            "schema": {
              "enum": [
                "interactive",
                "dimming",
                "always-on",
                "off",
                "waking"
              ],
              "type": "string"
            }
          },
          {
            "description": "`finished`: wait until every input sent before the wait has been applied and the frame that draws the animations' rest state has been presented (give this or state)",
            "in": "query",
            "name": "animation",
            "required": false,
            "schema": {
              "enum": [
                "finished"
              ],
              "type": "string"
            }
          },
          {
            "description": "seconds",
            "in": "query",
            "name": "timeout",
            "required": false,
            "schema": {
              "maximum": 600,
              "minimum": 0,
              "type": "number"
            }
          }
        ],
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WaitResult"
                }
              }
            },
            "description": "OK"
          },
          "408": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/WaitResult"
                }
              }
            },
            "description": "not reached in time"
          },
          "default": {
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Error"
                }
              }
            },
            "description": "An error: the status and the reason"
          }
        },
        "summary": "as GET"
      }
    }
  },
  "security": [
    {
      "bearer": []
    }
  ]
}

"""#
}
