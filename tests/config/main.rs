//! The config: loading, precedence and the theme (load), and the messages for broken
//! files, keys and values (errors).

mod errors;
mod fixed_keys;
mod load;
