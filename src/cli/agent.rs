//! `connect4 agent`: a Kaggle ConnectX agent over HTTP. Kaggle's environment posts
//! each position to a URL agent (kaggle-environments' `UrlAgent`) and plays the column
//! it answers; this one answers with a level of the computer, perfect by default,
//! within the time the request allows. See docs/connectx.md.

mod http;
mod request;

use super::failure::Failure;
use clap::Args;
use connect4_classic::ai::{Computer, Level};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

/// Where the agent listens unless told otherwise: this machine only, beside the
/// server's 4747.
const DEFAULT_LISTEN: &str = "127.0.0.1:4748";

#[derive(Debug, Args)]
pub struct AgentArgs {
    /// Address and port to listen on (port 0: any free port, printed at the start)
    #[arg(long, value_name = "ADDR", default_value = DEFAULT_LISTEN)]
    pub listen: SocketAddr,
    /// easy, medium, hard or perfect
    #[arg(long, default_value_t = Level::Perfect)]
    pub level: Level,
}

/// Answers requests until the process is stopped.
pub fn run(args: &AgentArgs) -> Result<(), Failure> {
    let agent = Arc::new(http::Agent {
        level: args.level,
        computer: Mutex::new(Computer::new()),
    });
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure::io("cannot start the runtime", e))?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(args.listen)
            .await
            .map_err(|e| Failure::io(format!("cannot listen on {}", args.listen), e))?;
        let addr = listener
            .local_addr()
            .map_err(|e| Failure::io("cannot read the address listened on", e))?;
        eprintln!(
            "connect4 agent: answering ConnectX at http://{addr}/ (level {})",
            args.level
        );
        axum::serve(listener, http::router(agent))
            .await
            .map_err(|e| Failure::io("the agent stopped", e))
    })
}
